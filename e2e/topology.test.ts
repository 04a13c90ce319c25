import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIO, CLOSE_CODES } from '@visaready/shared/schemas/speech';
import { PocketSphinxEngine } from '../apps/api/src/speech/engines/pocketsphinx';
import { ANSWERS } from '../apps/api/src/speech/fixtures/answers';
import { ensureFixtures, fixtureToolsMissing } from '../apps/api/src/speech/fixtures/generate';
import { assertPackages, skipWithoutPackages } from '../apps/api/src/speech/fixtures/requirements';
import { wordErrorRate } from '../apps/api/src/speech/fixtures/wer';
import { connectReady, transcriptOf } from '../apps/api/src/speech/testing/transcribe-client';
import { TOKEN_RECHECK_MS } from '../apps/api/src/speech/transcribe-session';
import { availableDrivers, createTestDatabase, type TestDatabase } from '../apps/api/src/testing/databases';
import { redisAvailable, TEST_REDIS_URL } from '../apps/api/src/testing/redis';
import { freePort, repoRoot, type RunningServer, startServer } from './support/server';

/**
 * The deployment topology on one machine: Debian's nginx, configured from deploy/nginx.conf, in front of two `api`
 * processes and one `speech` process, and a `worker` process, all from the built apps/api/dist/server.js on the local
 * PostgreSQL (a fresh database) and Redis. One whole journey goes through nginx while the responses say which process
 * answered (x-served-by); one api process is killed on the way.
 */

const NGINX = '/usr/sbin/nginx';
const nginxInstalled = fs.existsSync(NGINX);
// Skipped with the reasons outside CI; under CI=true the first hook fails with them instead.
const missing = [
  nginxInstalled ? undefined : `${NGINX} not found: apt-get install nginx`,
  (await availableDrivers()).includes('postgres') ? undefined : 'PostgreSQL did not answer (TEST_DATABASE_URL)',
  (await redisAvailable()) ? undefined : `Redis did not answer at ${TEST_REDIS_URL}`,
  new PocketSphinxEngine().status().reason,
  await fixtureToolsMissing(),
];
/** Shared by the processes as a deployment would set them: no process shares another's disk (DATA_DIR). */
const SECRET = 'topology-secret-shared-by-every-process!';
const CHUNK_BYTES = AUDIO.chunkSamples * 2;
/** 100 ms between 256 ms chunks: 2.5× real time, well inside the frame-rate limit. */
const PACE_MS = 100;

/** A POST sent from a loopback address of our choice (nginx sees it as the client), with extra headers. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

interface Nginx {
  url: string;
  /** What nginx wrote to its error log (stderr). */
  log(): string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with its placeholders filled in, run in the foreground; unprivileged when the tests run as root. */
async function startNginx(port: number, upstreams: { api: [number, number]; speech: number }): Promise<Nginx> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-nginx-'));
  const values: Record<string, string> = {
    NGINX_RUN_DIR: runDir,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    VISAREADY_API_1: `127.0.0.1:${upstreams.api[0]}`,
    VISAREADY_API_2: `127.0.0.1:${upstreams.api[1]}`,
    VISAREADY_SPEECH_1: `127.0.0.1:${upstreams.speech}`,
  };
  const template = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const config = template.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for ${placeholder}`);
    return value;
  });
  const configPath = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(configPath, config);
  const nobody = process.getuid?.() === 0 ? { uid: 65_534, gid: 65_534 } : {};
  if (nobody.uid !== undefined) fs.chownSync(runDir, nobody.uid, nobody.gid);
  const child: ChildProcess = spawn(NGINX, ['-p', runDir, '-c', configPath, '-e', 'stderr', '-g', 'daemon off;'], {
    ...nobody,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    },
    { timeout: 60_000, interval: 100 },
  );
  return {
    url,
    log: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(runDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(skipWithoutPackages('the topology test (nginx, two api, speech and worker processes)', missing))(
  'nginx in front of two api processes, a speech process and a worker',
  { timeout: 300_000 },
  () => {
    let database: TestDatabase;
    const processes: Record<string, RunningServer> = {};
    let api1Port = 0;
    let nginx: Nginx;
    /** Every API response of the journey: which process answered, and whether api-1 was dead by then. */
    const servedBy: Array<{ path: string; by: string; afterKill: boolean }> = [];
    let api1Killed = false;
    let token = '';

    /** JSON through nginx, recording which process answered; anything but 2xx fails the journey. */
    async function call<T>(pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
      const response = await fetch(`${nginx.url}/api${pathname}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      servedBy.push({ path: pathname, by: response.headers.get('x-served-by') ?? '(none)', afterKill: api1Killed });
      if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    }

    beforeAll(async () => {
      assertPackages(missing);
      database = await createTestDatabase('postgres');
      if (database.target.kind !== 'postgres') throw new Error('the topology runs on PostgreSQL');
      const [nginxPort, firstApiPort, api2Port, speechPort, workerPort] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
        freePort(),
        freePort(),
      ]);
      api1Port = firstApiPort;
      await ensureFixtures({ answers: ANSWERS.filter((answer) => answer.id === 'sponsor') });
      const shared = {
        DATABASE_URL: database.target.url,
        REDIS_URL: TEST_REDIS_URL,
        JWT_SECRET: SECRET,
        MAIL_SEAL_KEY: SECRET,
        PAYMENTS_SANDBOX_SECRET: SECRET,
        // The address users reach: nginx's (e-mail links, the WebSocket Origin check).
        PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        SPEECH_WORKERS: '1',
      };
      // All four start at once on the fresh database, as a deployment does (migrations and seeding take turns).
      const roles = [
        ['api-1', 'api', api1Port],
        ['api-2', 'api', api2Port],
        ['speech-1', 'speech', speechPort],
        ['worker-1', 'worker', workerPort],
      ] as const;
      const started = await Promise.allSettled(
        roles.map(async ([name, role, port]) => {
          // Recorded as soon as it is up, so that afterAll stops it even when another one fails to start.
          processes[name] = await startServer({ port, env: { ...shared, ROLE: role, INSTANCE_ID: name } });
        }),
      );
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      nginx = await startNginx(nginxPort, { api: [api1Port, api2Port], speech: speechPort });
    }, 300_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const [name, server] of Object.entries(processes)) {
        const { code } = await server.stop();
        // SIGTERM drains and exits 0; anything else is worth reading.
        if (code !== 0 && !(name === 'api-1' && api1Killed)) console.error(`${name} exited with ${code}:\n${server.output()}`);
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
      await database?.drop();
    });

    it('serves the web app and the API through nginx from both api processes, and probes from every process', async () => {
      const page = await fetch(`${nginx.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const answeredBy = new Set<string>();
      for (let i = 0; i < 4; i++) answeredBy.add((await fetch(`${nginx.url}/api/config`)).headers.get('x-served-by') ?? '');
      expect([...answeredBy].sort()).toEqual(['api-1', 'api-2']);
      for (const [name, server] of Object.entries(processes)) {
        const ready = await fetch(`${server.url}/api/ready`);
        expect(ready.status).toBe(200);
        expect(ready.headers.get('x-served-by')).toBe(name);
      }
      // The worker serves no API, and an api process no transcription socket.
      expect((await fetch(`${processes['worker-1']?.url}/api/config`)).status).toBe(404);
      expect((await fetch(`${processes['api-1']?.url}/api/transcribe`)).status).toBe(404);
    });

    it('records the address nginx saw as the client, whatever the client wrote in X-Forwarded-For', async () => {
      const visit = { path: `/topology-${Date.now()}`, title: 'Topology', visitedAt: new Date().toISOString() };
      expect(await postFrom('127.0.0.2', `${nginx.url}/api/page-views`, visit, { 'x-forwarded-for': '198.51.100.7' })).toBe(202);
      const client = new pg.Client({ connectionString: database.target.kind === 'postgres' ? database.target.url : '' });
      await client.connect();
      try {
        const { rows } = await client.query('select ip from page_views where path = $1', [visit.path]);
        // Not the forged address, which is what arrives when a location forwards the client's header unchanged.
        expect(rows).toEqual([{ ip: '127.0.0.2' }]);
      } finally {
        await client.end();
      }
    });

    let attempt: { session_id: string; child_session_id: string };

    it('signs up on a paid plan and pays through the sandbox, each step on whichever api process nginx picks', async () => {
      const plans = await call<{ data: Array<{ subscription_id: number; subscription_type: string; price: number }> }>(
        '/list_subscriptions',
      );
      const plan = plans.data[0];
      if (!plan) throw new Error('no plan on sale');
      const signedUp = await call<{ token: string; order_id: string; order_status: string }>('/register', {
        full_name: 'Meera Iyer',
        email_address: `topology-${Date.now()}@example.com`,
        mobile_number: '9876543210',
        password: 'Secret#123',
        subscription_id: plan.subscription_id,
        order_type: plan.subscription_type,
      });
      token = signedUp.token;
      expect(signedUp.order_status).toBe('In Progress - Payment Due');
      const checkout = await call<{ amount: number }>('/payments/checkout', { order_id: signedUp.order_id });
      expect(checkout.amount).toBe(plan.price * 100);
      const payment = await call<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
        '/payments/sandbox/pay',
        { order_id: signedUp.order_id },
      );
      // Signed by one process, verified by whichever confirms it (the secret is shared, not each process's own).
      await call('/update-subscription-status', {
        subscription_id: plan.subscription_id,
        order_id: signedUp.order_id,
        pg_response: {
          status: 'Active',
          transaction_id: payment.razorpay_payment_id,
          payment_gateway: 'Razorpay',
          razorpay_order_id: payment.razorpay_order_id,
          razorpay_signature: payment.razorpay_signature,
        },
      });
      const history = await call<{ data: { data: Array<{ status: string }> } }>('/subscription_history');
      expect(history.data.data.map((order) => order.status)).toContain('Active');

      const interviews = await call<{
        data: Array<{ interview_id: number; interview_name: string; subscription_info: { remaining_tests_for_user: number } }>;
      }>('/get-all-interviews');
      const f1 = interviews.data.find((candidate) => candidate.interview_name === 'F1 Student Visa — Standard');
      if (!f1) throw new Error('F1 interview missing');
      expect(f1.subscription_info.remaining_tests_for_user).toBeGreaterThan(0);
      attempt = await call('/start-interview', { interview_id: f1.interview_id });
      expect(new Set(servedBy.map((entry) => entry.by))).toEqual(new Set(['api-1', 'api-2']));
    });

    it('takes a spoken answer over the WebSocket on the speech process, through nginx', async () => {
      const [fixture] = await ensureFixtures({ answers: ANSWERS.filter((answer) => answer.id === 'sponsor') });
      if (!fixture) throw new Error('fixture missing');
      const socketUrl = `${nginx.url.replace('http:', 'ws:')}/api/transcribe`;
      const client = await connectReady(socketUrl, token, { origin: nginx.url });
      expect(client.upgradeHeaders['x-served-by']).toBe('speech-1');
      for (let offset = 0; offset < fixture.pcm.length; offset += CHUNK_BYTES) {
        client.send(fixture.pcm.subarray(offset, offset + CHUNK_BYTES));
        await new Promise((resolve) => setTimeout(resolve, PACE_MS));
      }
      client.send({ type: 'finish' });
      expect((await client.closed).code).toBe(CLOSE_CODES.normal);
      const transcript = transcriptOf(client.messages);
      expect(wordErrorRate(fixture.text, transcript)).toBeLessThanOrEqual(0.25);

      const next = await call<{ data: { data: { question_id: number } } }>(`/next-question/${attempt.child_session_id}`);
      await call('/submit-answer', {
        ...attempt,
        question_id: next.data.data.question_id,
        user_answer: transcript,
        duration_seconds: Math.round(fixture.durationSec),
        input_method: 'voice',
      });
    });

    it('goes on with typed answers and submits after one api process is killed', async () => {
      const killed = processes['api-1'];
      if (!killed) throw new Error('api-1 missing');
      await killed.stop('SIGKILL');
      api1Killed = true;

      const typed = [
        'I was admitted to the MS in Computer Science at Purdue University, starting this August.',
        'Purdue has a strong systems research group and my professor there works on distributed databases.',
        'My father runs a textile business in Surat and will pay my tuition from his savings.',
      ];
      for (const text of typed) {
        const next = await call<{ data: { data: { question_id: number } } }>(`/next-question/${attempt.child_session_id}`);
        await call('/submit-answer', { ...attempt, question_id: next.data.data.question_id, user_answer: text, duration_seconds: 9 });
      }
      await call('/complete_session', { session_id: attempt.child_session_id });

      const afterKill = servedBy.filter((entry) => entry.afterKill);
      expect(afterKill.length).toBeGreaterThan(3);
      expect(new Set(afterKill.map((entry) => entry.by))).toEqual(new Set(['api-2']));
      // nginx did try the dead process, and passed the request on to the live one.
      expect(nginx.log()).toMatch(new RegExp(`Connection refused.*upstream: "http://127\\.0\\.0\\.1:${api1Port}/api/`));
    });

    it('shows the feedback the worker scored', async () => {
      await vi.waitFor(
        async () => {
          const card = await call<{
            child_sessions: Array<{ answers: Array<{ feedback_status: string; predicted_feedback: unknown }> }>;
          }>(`/get-score-card/${attempt.session_id}`);
          const answered = card.child_sessions[0]?.answers.filter((answer) => answer.feedback_status !== 'not answered') ?? [];
          expect(answered.length).toBeGreaterThanOrEqual(2);
          for (const answer of answered) {
            expect(answer.feedback_status).toBe('done');
            expect(answer.predicted_feedback).toBeTruthy();
          }
        },
        { timeout: 60_000, interval: 500 },
      );
    });

    it('closes a stream held on the speech process when the user signs out on an api process', async () => {
      const socketUrl = `${nginx.url.replace('http:', 'ws:')}/api/transcribe`;
      const client = await connectReady(socketUrl, token, { origin: nginx.url });
      const signedOutAt = Date.now();
      await call('/logout', {});
      expect(servedBy.at(-1)?.by).toBe('api-2');
      const { code, reason } = await client.closed;
      expect({ code, reason }).toEqual({ code: CLOSE_CODES.unauthorized, reason: 'Signed out' });
      // At once, over Redis, not at the stream's periodic token check.
      expect(Date.now() - signedOutAt).toBeLessThan(TOKEN_RECHECK_MS / 3);
    });
  },
);
