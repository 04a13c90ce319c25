import type { SignupList } from '@visaready/shared/schemas/admin';
import { API_BASE, ApiError, authToken } from '../../../lib/api-client';

/**
 * Downloads the newsletter or waitlist sign-ups as CSV. The export needs the bearer token, so it is fetched and
 * handed to the browser as a file rather than opened as a link.
 */
export async function downloadSignups(list: SignupList): Promise<void> {
  const token = authToken();
  const response = await fetch(`${API_BASE}/admin/exports/${list}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(response.status, body.code ?? 'http_error', body.message ?? 'The export failed.');
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `visaready-${list}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
