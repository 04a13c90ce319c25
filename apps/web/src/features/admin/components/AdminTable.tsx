import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../api/query-keys';
import { Pagination } from './Pagination';
import { QueryState } from './QueryState';
import { TableScroll } from './TableScroll';

interface AdminTableProps<Row> {
  /** The table's caption, which also names its scrolling box. */
  caption: string;
  /** A modifier of admin-table ("questions" for admin-table--questions). */
  variant?: string;
  /** The visible column headings, the rows' heading column first. */
  columns: string[];
  /** The name of a last column of buttons, read out but not shown ("Details"). */
  actions?: string;
  rows: Row[];
  /** One row; its first cell is a row heading. */
  row: (row: Row) => ReactNode;
  /** What the table says when it has no rows. */
  empty: string;
}

/** A captioned table of the admin console in its scrolling box, with a row saying so when it is empty. */
export function AdminTable<Row>({ caption, variant, columns, actions, rows, row, empty }: AdminTableProps<Row>) {
  return (
    <TableScroll label={caption}>
      <table className={variant ? `admin-table admin-table--${variant}` : 'admin-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(row)}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

interface PagedTableProps<Row> extends Omit<AdminTableProps<Row>, 'rows'> {
  /** A read of one page of the list. */
  list: { isPending: boolean; error: unknown; data?: { data: Row[]; total: number } };
  /** What is paged ("users") and one of them ("user"), for the pagination. */
  items: string;
  item: string;
  page: number;
  onPage: (page: number) => void;
}

/** One page of a list: loading and failure, the table, and the pagination under it. */
export function PagedTable<Row>({ list, items, item, page, onPage, ...table }: PagedTableProps<Row>) {
  return (
    <>
      <QueryState loading={list.isPending} error={list.error} />
      {list.data && (
        <>
          <AdminTable rows={list.data.data} {...table} />
          <Pagination label={items} one={item} page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={onPage} />
        </>
      )}
    </>
  );
}
