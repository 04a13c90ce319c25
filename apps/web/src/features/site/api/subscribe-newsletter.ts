import { apiFetch } from '../../../lib/api-client';

export const subscribeNewsletter = (email: string) =>
  apiFetch<{ message?: string }>('/subscribe-newsletter', { method: 'POST', body: { email }, auth: false });
