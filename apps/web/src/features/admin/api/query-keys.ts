/** Every cached read of the admin console, by key: the reads in this folder and the invalidations use these. */
export const adminKeys = {
  all: ['admin'],
  role: ['admin', 'role'],
  users: ['admin', 'users'],
  userSearch: (q: string, page: number) => ['admin', 'users', 'search', q, page],
  user: (userId: string) => ['admin', 'users', 'detail', userId],
  orders: ['admin', 'orders'],
  orderList: (status: string, page: number) => ['admin', 'orders', 'list', status, page],
  order: (orderId: string) => ['admin', 'orders', 'detail', orderId],
  messages: ['admin', 'messages'],
  messageList: (status: string, page: number) => ['admin', 'messages', 'list', status, page],
  message: (messageId: string) => ['admin', 'messages', 'detail', messageId],
  questions: ['admin', 'questions'],
  questionList: (filter: { visaType: string; status: string; q: string }, page: number) => ['admin', 'questions', 'list', filter, page],
  interviews: ['admin', 'interviews'],
  distribution: ['admin', 'scores', 'distribution'],
  disputes: (page: number) => ['admin', 'scores', 'disputes', page],
  auditLog: (page: number) => ['admin', 'audit-log', page],
} as const;

/** A path with its query string, leaving out empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const PAGE_SIZE = 20;
