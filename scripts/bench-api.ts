/**
 * `npm run bench:api` (after `npm run build`): throughput of the authenticated reads against a bare route, side by
 * side, in one run on one PostgreSQL server.
 *  - the app: the built server (dist/server.js, started as the browser tests start it) on a fresh database of the
 *    PostgreSQL server at TEST_DATABASE_URL (default the local one), a signed-in user with an attempt;
 *  - the bare route: Fastify with one pg pool of the same size running one indexed SELECT of that user.
 * Each target gets the same load (autocannon, 50 connections, 10 s after a 2 s warm-up); the ratio is reads/bare.
 * The app shares Redis at TEST_REDIS_URL (default the local one) as deployed processes do, so the token's user is
 * cached per process (decision 009); without Redis it is read on every request, and the bench says so.
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createTestDatabase } from '../apps/api/src/testing/databases';
import { redisAvailable, TEST_REDIS_URL } from '../apps/api/src/testing/redis';
import { apiRequest, registerAccount, type TestAccount } from '../e2e/support/accounts';
import { freePort, serverEntry, startServer } from '../e2e/support/server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;

if (!fs.existsSync(serverEntry)) {
  console.error('apps/api/dist/server.js not found: run `npm run build` first');
  process.exit(1);
}

/** A signed-up user with one started attempt, so every read has rows to return. */
async function prepareUser(url: string): Promise<TestAccount> {
  const account = await registerAccount(url, 'Bench Applicant');
  const interviews = await apiRequest<{ data: Array<{ interview_id: number }> }>(url, '/get-all-interviews', account.token);
  const first = interviews.data[0];
  await apiRequest(url, '/start-interview', account.token, { interview_id: first?.interview_id }).catch(() => undefined);
  return account;
}

async function startBareRoute(databaseUrl: string, userId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const server = Fastify({ logger: false });
  server.get('/bare', async () => {
    const { rows } = await pool.query('select id, email, full_name from users where id = $1', [userId]);
    return { data: rows[0] };
  });
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      await server.close();
      await pool.end();
    },
  };
}

type LoadResult = Awaited<ReturnType<typeof load>>;

async function load(url: string, token?: string) {
  const options = { url, connections: CONNECTIONS, headers: token ? { authorization: `Bearer ${token}` } : {} };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

const database = await createTestDatabase('postgres');
if (database.target.kind !== 'postgres') throw new Error('bench:api needs PostgreSQL');
const databaseUrl = database.target.url;
const redisUrl = (await redisAvailable()) ? TEST_REDIS_URL : '';
const app = await startServer({ env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SERVE_WEB: 'false' } });
try {
  const { token, user_id: userId } = await prepareUser(app.url);
  const bare = await startBareRoute(databaseUrl, userId);
  try {
    const reads = ['/get-all-interviews', '/get_user_profile', '/user-sessions', '/subscription_history', '/progress'];
    console.log(
      `${os.cpus().length} cores (${os.cpus()[0]?.model}); ${CONNECTIONS} connections, ${DURATION_S} s each; PostgreSQL at ${new URL(databaseUrl).host}; ${redisUrl ? `Redis at ${new URL(redisUrl).host} (token's user cached)` : "no Redis (token's user read on every request)"}`,
    );
    const baseline = await load(bare.url);
    const row = (label: string, r: LoadResult, ratio?: number) =>
      `${label.padEnd(28)} ${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${ratio === undefined ? '' : `  ratio ${(ratio * 100).toFixed(0)} %`}${r.failures ? `  failures ${r.failures}` : ''}`;
    console.log(row('bare indexed SELECT', baseline));
    for (const read of reads) {
      const result = await load(`${app.url}/api${read}`, token);
      console.log(row(`GET ${read}`, result, result.rps / baseline.rps));
    }
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
  await database.drop();
}
