import { ADMIN_MESSAGES } from '@visaready/shared/schemas/admin';
import { ApiError } from '../../../lib/api-client';

/** What a section shows while its list loads or when it failed. */
export function QueryState({ loading, error }: { loading: boolean; error: unknown }) {
  if (loading)
    return (
      <p className="admin-note" role="status">
        Loading...
      </p>
    );
  if (error)
    return (
      <p className="admin-note admin-note--error" role="alert">
        {error instanceof ApiError && error.status < 500 ? error.message : ADMIN_MESSAGES.loadFailed}
      </p>
    );
  return null;
}
