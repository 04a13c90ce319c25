import type { SubscriptionHistoryRecord } from '@visaready/shared/schemas/billing';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_SORT, nextSort, searchHistory, sortHistory } from './history-table';

const record = (overrides: Partial<SubscriptionHistoryRecord>): SubscriptionHistoryRecord => ({
  interview_name: 'F1 Standard',
  order_id: 'VR-1',
  name: 'F1 Student Visa – Monthly',
  status: 'Active',
  purchase_date: '2025-01-01T00:00:00.000Z',
  expiry_date: '2025-01-31T00:00:00.000Z',
  is_auto_renew: false,
  remaining_tests: 5,
  price: 999,
  subscription_id: 2,
  interview_id: 1,
  trial_subscription_id: 1,
  ...overrides,
});

const rows = [
  record({
    order_id: 'VR-A',
    purchase_date: '2025-03-01T00:00:00.000Z',
    price: 799,
    status: 'Expired',
    name: 'B1/B2 Visitor Visa – Monthly',
  }),
  record({
    order_id: 'VR-B',
    purchase_date: '2025-05-01T00:00:00.000Z',
    price: 1499,
    status: 'In Progress - Payment Due',
    expiry_date: null,
    remaining_tests: 0,
  }),
  record({ order_id: 'VR-C', purchase_date: '2025-04-01T00:00:00.000Z', price: 99, remaining_tests: 12 }),
];

describe('subscription history search', () => {
  it('matches any field case-insensitively', () => {
    expect(searchHistory(rows, 'payment due').map((row) => row.order_id)).toEqual(['VR-B']);
    expect(searchHistory(rows, 'b1/b2').map((row) => row.order_id)).toEqual(['VR-A']);
    expect(searchHistory(rows, '1499').map((row) => row.order_id)).toEqual(['VR-B']);
    expect(searchHistory(rows, 'vr-c').map((row) => row.order_id)).toEqual(['VR-C']);
    expect(searchHistory(rows, '2025-03').map((row) => row.order_id)).toEqual(['VR-A']);
  });
  it('returns every row for an empty query and none for a miss', () => {
    expect(searchHistory(rows, '  ')).toHaveLength(3);
    expect(searchHistory(rows, 'zzz')).toHaveLength(0);
  });
});

describe('subscription history sort', () => {
  it('defaults to purchase date, newest first', () => {
    expect(sortHistory(rows, DEFAULT_HISTORY_SORT).map((row) => row.order_id)).toEqual(['VR-B', 'VR-C', 'VR-A']);
  });
  it('sorts numbers numerically and text alphabetically in both directions', () => {
    expect(sortHistory(rows, { column: 'price', direction: 'asc' }).map((row) => row.price)).toEqual([99, 799, 1499]);
    expect(sortHistory(rows, { column: 'remaining_tests', direction: 'desc' }).map((row) => row.remaining_tests)).toEqual([12, 5, 0]);
    expect(sortHistory(rows, { column: 'status', direction: 'asc' }).map((row) => row.status)).toEqual([
      'Active',
      'Expired',
      'In Progress - Payment Due',
    ]);
  });
  it('keeps empty values last', () => {
    expect(sortHistory(rows, { column: 'expiry_date', direction: 'asc' }).at(-1)?.order_id).toBe('VR-B');
    expect(sortHistory(rows, { column: 'expiry_date', direction: 'desc' }).at(-1)?.order_id).toBe('VR-B');
  });
  it('toggles direction on the same column and starts ascending on a new one', () => {
    expect(nextSort(DEFAULT_HISTORY_SORT, 'purchase_date')).toEqual({ column: 'purchase_date', direction: 'asc' });
    expect(nextSort(DEFAULT_HISTORY_SORT, 'price')).toEqual({ column: 'price', direction: 'asc' });
  });
});
