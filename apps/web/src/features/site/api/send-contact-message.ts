import type { ContactRequest } from '@visaready/shared/schemas/site';
import { apiFetch } from '../../../lib/api-client';

export const sendContactMessage = (body: ContactRequest) =>
  apiFetch<{ message?: string }>('/contact-us', { method: 'POST', body, auth: false });
