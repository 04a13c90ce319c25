import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveSubscription, interviewIdBySlug } from '../interviews/testing';
import { seededRandom } from '@visaready/shared/seeded-random';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

/**
 * An OpenAPI-driven fuzzer: every operation of the document gets malformed requests — wrong types, missing
 * fields, huge and NUL-laden strings, bad JSON, wrong content types, deep nesting, prototype keys — signed in
 * and not. No request may be answered 5xx, the server must stay healthy, and a rejected request changes nothing.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  bodyProperties: string[];
}

const REQUESTS = 5_200;

function deep(depth: number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const NASTY_VALUES: Json[] = [
  null,
  true,
  -1,
  0,
  1e308,
  5e-324,
  -0.5,
  2 ** 53 + 1,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(500),
  '\ud800',
  '2026-02-30T25:61:00Z',
  [],
  [1, 'two', null],
  {},
  { __proto__: { admin: true } } as unknown as Json,
  deep(60),
];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function mutatedBody(next: () => number, properties: readonly string[]): { payload: string; contentType: string } {
  const roll = next();
  if (roll < 0.06) return { payload: '{"unterminated": ', contentType: 'application/json' };
  if (roll < 0.1) return { payload: 'plain text body', contentType: 'text/plain' };
  if (roll < 0.13) return { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' };
  if (roll < 0.16) return { payload: JSON.stringify(pick(next, NASTY_VALUES)), contentType: 'application/json' };
  if (roll < 0.19)
    return { payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' };
  const body: Record<string, Json> = {};
  for (const property of properties) {
    const choice = next();
    if (choice < 0.2) continue;
    body[property] = choice < 0.35 ? pick(next, ['ok', 1, 'user@example.com', 'Passw0rd!']) : pick(next, NASTY_VALUES);
  }
  if (next() < 0.2) body[pick(next, ['extra', '__proto__', 'constructor', 'role', 'status'])] = pick(next, NASTY_VALUES);
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

function mutatedPath(next: () => number, path: string): string {
  return path.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(String(pick(next, ['0', '-1', 'abc', 'a\u0000b', 'x'.repeat(5_000), '%00', '..', '9'.repeat(40), '😀']))),
  );
}

function mutatedQuery(next: () => number): string {
  return next() < 0.3 ? `?${pick(next, ['a=%00', 'limit=-1', 'x='.concat('y'.repeat(3_000)), 'session_id[]=1', '__proto__[x]=1'])}` : '';
}

describe.each(testDrivers.slice(0, 1))('fuzzing every API operation on %s', (driver) => {
  let app: TestApp;
  let user: TestUser;
  let operations: Operation[];

  async function tableCounts(): Promise<string> {
    const { rows } = await app.database.executor.executeSql(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    const names = (rows as { table_name: string }[]).map((row) => row.table_name).filter((name) => name !== 'page_views');
    const counts = await app.database.executor.executeSql(
      names.map((name) => `SELECT '${name}' AS t, count(*)::int AS n FROM "${name}"`).join(' UNION ALL '),
    );
    return JSON.stringify(counts.rows);
  }

  beforeAll(async () => {
    app = await createTestApp(driver);
    user = await createSignedInUser(app);
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 3 }]);
    const interviewId = await interviewIdBySlug(app.database.db, 'f1-standard');
    await app.request({ method: 'POST', url: '/api/start-interview', payload: { interview_id: interviewId }, headers: user.auth });
    const document = (await app.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase() as Operation['method'],
          path,
          bodyProperties: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        })),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it(`answers ${REQUESTS} malformed requests over every operation without a 5xx, and rejected ones change nothing`, async () => {
    expect(operations.length).toBeGreaterThan(30);
    const next = seededRandom(20261122);
    const perOperation = Math.ceil(REQUESTS / operations.length);
    const serverErrors: string[] = [];
    const changedByRejected: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const before = await tableCounts();
      let accepted = 0;
      for (let i = 0; i < perOperation; i++) {
        const signedIn = next() < 0.6;
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        const { payload, contentType } = hasBody
          ? mutatedBody(next, operation.bodyProperties)
          : { payload: undefined, contentType: undefined };
        const response = await app.request({
          method: operation.method,
          url: `${mutatedPath(next, operation.path)}${mutatedQuery(next)}`,
          headers: { ...(signedIn ? user.auth : {}), ...(contentType ? { 'content-type': contentType } : {}) },
          ...(payload !== undefined ? { payload } : {}),
        });
        sent++;
        if (response.statusCode >= 500)
          serverErrors.push(`${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        if (response.statusCode < 400) accepted++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
      if (accepted === 0 && (await tableCounts()) !== before) changedByRejected.push(`${operation.method} ${operation.path}`);
    }
    const histogram = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status}×${count}`);
    console.log(`fuzz: ${sent} requests over ${operations.length} operations: ${histogram.join(', ')}; 5xx: ${serverErrors.length}`);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(serverErrors).toEqual([]);
    expect(changedByRejected).toEqual([]);
    const health = await app.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await app.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
  }, 600_000);
});
