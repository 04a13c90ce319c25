import type { WaitlistRequest } from '@visaready/shared/schemas/site';
import { apiFetch } from '../../../lib/api-client';

export const joinWaitlist = (body: WaitlistRequest) =>
  apiFetch<{ message: string }>('/join-waitlist', { method: 'POST', body, auth: false });
