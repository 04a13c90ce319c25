import { Link } from 'react-router';
import { useAdminRole } from '../api/admin-role';

/** The account menu's link to the console, shown to admins only (loaded when the menu first opens). */
export default function AdminMenuLink({ onNavigate }: { onNavigate: () => void }) {
  const role = useAdminRole();
  if (role.data !== 'admin') return null;
  return (
    <Link to="/admin" onClick={onNavigate}>
      Admin
    </Link>
  );
}
