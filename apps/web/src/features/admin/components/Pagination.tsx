interface PaginationProps {
  /** What is being paged, for the buttons' names ("users", "orders"). */
  label: string;
  /** One of them ("user"), for a total of one. */
  one: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Page 2 of 5 (93 users)" with Previous and Next. */
export function Pagination({ label, one, page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pagination" aria-label={`Pages of ${label}`}>
      <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="visually-hidden"> page of {label}</span>
      </button>
      <span>
        Page {page} of {pages} ({total} {total === 1 ? one : label})
      </span>
      <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next<span className="visually-hidden"> page of {label}</span>
      </button>
    </nav>
  );
}
