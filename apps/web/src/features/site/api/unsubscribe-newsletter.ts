import { apiFetch } from '../../../lib/api-client';

export const unsubscribeNewsletter = (email: string) =>
  apiFetch<{ message?: string }>('/unsubscribe-newsletter', { method: 'POST', body: { email }, auth: false });
