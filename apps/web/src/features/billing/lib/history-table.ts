import type { SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';

export type HistoryColumn = keyof SubscriptionHistoryRecord;
export interface HistorySort {
  column: HistoryColumn;
  direction: 'asc' | 'desc';
}

export const DEFAULT_HISTORY_SORT: HistorySort = { column: 'purchase_date', direction: 'desc' };

/** Rows where any field contains the query, case-insensitively. */
export function searchHistory(rows: SubscriptionHistoryRecord[], query: string): SubscriptionHistoryRecord[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => Object.values(row).some((value) => value !== null && String(value).toLowerCase().includes(needle)));
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Sorted copy; empty values last whichever the direction. ISO dates sort correctly as text. */
export function sortHistory(rows: SubscriptionHistoryRecord[], sort: HistorySort): SubscriptionHistoryRecord[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = left[sort.column];
    const b = right[sort.column];
    if (a === null || b === null) return compareValues(a, b);
    return sign * compareValues(a, b);
  });
}

export function nextSort(current: HistorySort, column: HistoryColumn): HistorySort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
