/**
 * `npm run bench:api` (after `npm run build`): throughput of the authenticated reads against a bare route, side by
 * side, in one run on one PostgreSQL server.
 *  - the app: the built server (dist/server.js, started as the browser tests start it) on a fresh database of the
 *    PostgreSQL server at TEST_DATABASE_URL (default the local one), a signed-in user with an attempt;
 *  - the bare route: Fastify with one pg pool of the same size running one indexed SELECT of that user, in a process
 *    of its own as the app's server is (bench-api-bare.mjs); the load generator runs in this process for both.
 * Each read gets the same load as the bare route (autocannon, 50 connections, 10 s after a 2 s warm-up), taken in turns
 * with it: ROUNDS slices of the read, each followed by a slice of the bare route. The ratio is the read's requests over
 * the bare route's in those same slices, so a machine whose load drifts during the run (other processes) moves both
 * sides alike instead of whichever target happened to run at a busy moment.
 * The app shares Redis at TEST_REDIS_URL (default the local one) as deployed processes do, so the token's user is
 * cached per process (decision 009); without Redis it is read on every request, and the bench says so.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestDatabase } from '../apps/api/src/testing/databases';
import { redisAvailable, TEST_REDIS_URL } from '../apps/api/src/testing/redis';
import { apiRequest, registerAccount, type TestAccount } from '../e2e/support/accounts';
import { freePort, serverEntry, startServer } from '../e2e/support/server';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;
const ROUNDS = 5;

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

/** The bare route in a child process of its own (bench-api-bare.mjs), started and measured as the app's server is. */
async function startBareRoute(databaseUrl: string, userId: string) {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('./bench-api-bare.mjs', import.meta.url)), {
    env: {
      ...process.env,
      BARE_DATABASE_URL: databaseUrl,
      BARE_USER_ID: userId,
      BARE_POOL_SIZE: String(POOL_SIZE),
      BARE_PORT: String(port),
    },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare route exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  failures: number;
}

async function slice(url: string, token: string | undefined, seconds: number): Promise<Slice> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Throughput over the slices; p50 the median of theirs, p99 the worst. */
function summary(slices: Slice[]) {
  const requests = slices.reduce((sum, entry) => sum + entry.requests, 0);
  const seconds = slices.reduce((sum, entry) => sum + entry.seconds, 0);
  const p50s = slices.map((entry) => entry.p50).sort((a, b) => a - b);
  return {
    rps: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...slices.map((entry) => entry.p99)),
    failures: slices.reduce((sum, entry) => sum + entry.failures, 0),
  };
}

/** The read and the bare route in turns, after a warm-up of each. */
async function sideBySide(readUrl: string, token: string, bareUrl: string) {
  await slice(readUrl, token, 2);
  await slice(bareUrl, undefined, 2);
  const reads: Slice[] = [];
  const bares: Slice[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    reads.push(await slice(readUrl, token, DURATION_S / ROUNDS));
    bares.push(await slice(bareUrl, undefined, DURATION_S / ROUNDS));
  }
  return { read: summary(reads), bare: summary(bares) };
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
      `${os.cpus().length} cores (${os.cpus()[0]?.model}); ${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} turns; PostgreSQL at ${new URL(databaseUrl).host}; ${redisUrl ? `Redis at ${new URL(redisUrl).host} (token's user cached)` : "no Redis (token's user read on every request)"}`,
    );
    const ratios: number[] = [];
    const format = (r: ReturnType<typeof summary>) =>
      `${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms`;
    for (const read of reads) {
      const { read: result, bare: baseline } = await sideBySide(`${app.url}/api${read}`, token, bare.url);
      const ratio = result.rps / baseline.rps;
      ratios.push(ratio);
      const failures = result.failures + baseline.failures;
      console.log(
        `${`GET ${read}`.padEnd(24)} ${format(result)}   bare ${format(baseline)}   ratio ${(ratio * 100).toFixed(0).padStart(3)} %${failures ? `  failures ${failures}` : ''}`,
      );
    }
    const lowest = Math.min(...ratios);
    console.log(
      `lowest ratio ${(lowest * 100).toFixed(1)} %: the goal (every read ≥ 50 % of the bare route) is ${lowest >= 0.5 ? 'met' : 'not met'}`,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
  await database.drop();
}
