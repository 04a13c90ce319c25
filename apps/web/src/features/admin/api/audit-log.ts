import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLog } from '@visaready/shared/schemas/admin';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, PAGE_SIZE, withQuery } from './query-keys';

export const fetchAuditLog = (page: number) => apiFetch<AuditLog>(withQuery('/admin/audit-log', { page, page_size: PAGE_SIZE }));

export const auditLogQuery = (page: number) => queryOptions({ queryKey: adminKeys.auditLog(page), queryFn: () => fetchAuditLog(page) });

export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));
