import { useState } from 'react';
import { TextField } from '../../../components/ui/TextField';
import { PAGE_SIZE } from '../api/query-keys';
import { useUserSearch } from '../api/search-users';
import { formatDateTime } from '../lib/format';
import { Pagination } from './Pagination';
import { QueryState } from './QueryState';
import { UserDetail } from './UserDetail';
import { TableScroll } from './TableScroll';

interface UsersSectionProps {
  selectedUserId: string | null;
  onSelect: (userId: string | null) => void;
}

/** Users: search by e-mail or name, a page at a time; one user's detail below the table. */
export function UsersSection({ selectedUserId, onSelect }: UsersSectionProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const users = useUserSearch(query, page);

  return (
    <section className="admin-section" aria-labelledby="admin-users">
      <h2 id="admin-users">Users</h2>
      <search>
        <form
          className="admin-toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft.trim());
            setPage(1);
          }}
        >
          <TextField
            label="Search by e-mail or name"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            fieldClassName="admin-toolbar__grow"
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
      </search>
      <QueryState loading={users.isPending} error={users.error} />
      {users.data && (
        <>
          <TableScroll label={query ? `Users matching “${query}”` : 'All users, newest first'}>
            <table className="admin-table">
              <caption>{query ? `Users matching “${query}”` : 'All users, newest first'}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">
                    <span className="visually-hidden">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.data.map((user) => (
                  <tr key={user.user_id} className={user.user_id === selectedUserId ? 'admin-table__selected' : undefined}>
                    <th scope="row">{user.full_name}</th>
                    <td className="admin-code">{user.email}</td>
                    <td>{user.role}</td>
                    <td>
                      <span className={`admin-badge admin-badge--${user.status}`}>{user.status}</span>
                    </td>
                    <td>{formatDateTime(user.created_at)}</td>
                    <td>{formatDateTime(user.last_login_at)}</td>
                    <td>
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onSelect(user.user_id)}>
                        View<span className="visually-hidden"> {user.full_name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
                {users.data.data.length === 0 && (
                  <tr>
                    <td colSpan={7}>No users found.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableScroll>
          <Pagination label="users" one="user" page={page} pageSize={PAGE_SIZE} total={users.data.total} onPage={setPage} />
        </>
      )}
      {selectedUserId && <UserDetail userId={selectedUserId} onClose={() => onSelect(null)} />}
    </section>
  );
}
