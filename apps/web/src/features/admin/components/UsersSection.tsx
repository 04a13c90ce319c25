import { useState } from 'react';
import { TextField } from '../../../components/ui/TextField';
import { useUserSearch } from '../api/search-users';
import { formatDateTime } from '../lib/format';
import { PagedTable } from './AdminTable';
import { UserDetail } from './UserDetail';

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
      <PagedTable
        list={users}
        items="users"
        item="user"
        page={page}
        onPage={setPage}
        caption={query ? `Users matching “${query}”` : 'All users, newest first'}
        columns={['Name', 'E-mail', 'Role', 'Status', 'Joined', 'Last sign-in']}
        actions="Details"
        empty="No users found."
        row={(user) => (
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
        )}
      />
      {selectedUserId && <UserDetail userId={selectedUserId} onClose={() => onSelect(null)} />}
    </section>
  );
}
