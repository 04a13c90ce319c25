import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { createJobQueue, type JobQueue } from './queue';

describe.each(testDrivers)('job queue on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { startJobs: false });
  });
  afterAll(async () => {
    await app.close();
  });

  async function startQueue(setup: (queue: JobQueue) => void): Promise<JobQueue> {
    const queue = createJobQueue(app.database.executor, app.server.log, 0.5);
    setup(queue);
    await queue.start();
    return queue;
  }

  it('runs an enqueued job', async () => {
    const seen: string[] = [];
    const queue = await startQueue((q) => q.define<{ word: string }>('echo', async ({ word }) => void seen.push(word)));
    await queue.enqueue('echo', { word: 'hello' });
    await vi.waitFor(() => expect(seen).toEqual(['hello']), { timeout: 10_000, interval: 100 });
    await queue.stop();
  });

  it('retries a failing job until it succeeds', async () => {
    let calls = 0;
    const queue = await startQueue((q) =>
      q.define(
        'flaky',
        async () => {
          calls += 1;
          if (calls < 3) throw new Error('transient failure');
        },
        { retryLimit: 5, retryDelaySeconds: 1, retryBackoff: false },
      ),
    );
    await queue.enqueue('flaky', {});
    await vi.waitFor(() => expect(calls).toBe(3), { timeout: 20_000, interval: 200 });
    await queue.stop();
  });

  it('stores the declared retry delay and limit with each job', async () => {
    const queue = await startQueue((q) => q.define('patient', async () => {}, { retryLimit: 4, retryDelaySeconds: 7 }));
    await queue.stop();
    const sender = createJobQueue(app.database.executor, app.server.log);
    sender.define('patient', async () => {}, { retryLimit: 4, retryDelaySeconds: 7 });
    await sender.start({ work: false });
    const id = await sender.enqueue('patient', {});
    const { rows } = await app.database.executor.executeSql('select retry_limit, retry_delay from pgboss.job where id = $1', [id]);
    expect(rows).toEqual([{ retry_limit: 4, retry_delay: 7 }]);
    await sender.stop();
  });

  it('gives a queue made before its policy was declared that policy once it holds no job', async () => {
    const before = await startQueue((q) => q.define('late-policy', async () => {}));
    await before.stop();
    const after = await startQueue((q) => q.define('late-policy', async () => {}, { policy: 'stately' }));
    const { rows } = await app.database.executor.executeSql('select policy from pgboss.queue where name = $1', ['late-policy']);
    expect(rows).toEqual([{ policy: 'stately' }]);
    await after.stop();
  });

  it('keeps a schema pg-boss 10 left aside and runs the jobs it had not finished', async () => {
    const schema = `oldboss_${crypto.randomBytes(4).toString('hex')}`;
    const sql = (text: string) => app.database.executor.executeSql(text);
    await sql(`create schema ${schema}`);
    await sql(`create table ${schema}.version (version int primary key)`);
    await sql(`insert into ${schema}.version values (24)`);
    await sql(`create table ${schema}.job (
      id uuid not null default gen_random_uuid(), name text not null, priority integer not null default 0, data jsonb,
      state text not null default 'created', retry_limit integer not null default 2, retry_count integer not null default 0,
      retry_delay integer not null default 0, retry_backoff boolean not null default false,
      start_after timestamptz not null default now(), singleton_key text, created_on timestamptz not null default now())`);
    await sql(`insert into ${schema}.job (name, data, state, singleton_key) values
      ('carried', '{"n": 1}', 'created', 'attempt-1'), ('carried', '{"n": 2}', 'completed', null),
      ('carried', '{"n": 3}', 'retry', null), ('dropped-kind', '{"n": 4}', 'created', null)`);

    const done: number[] = [];
    const queue = createJobQueue(app.database.executor, app.server.log, 0.5, schema);
    queue.define<{ n: number }>('carried', async ({ n }) => void done.push(n));
    await queue.start();
    await vi.waitFor(() => expect(done.sort()).toEqual([1, 3]), { timeout: 10_000, interval: 100 });
    const { rows } = await app.database.executor.executeSql(
      'select schema_name from information_schema.schemata where schema_name = any($1) order by schema_name',
      [[schema, `${schema}_v24`]],
    );
    expect(rows).toEqual([{ schema_name: schema }, { schema_name: `${schema}_v24` }]);
    await queue.stop();
  });

  it('keeps a job in the database while no worker runs and finishes it after a restart', async () => {
    const sender = createJobQueue(app.database.executor, app.server.log);
    sender.define<{ n: number }>('later', async () => {
      throw new Error('a sender-only process never runs jobs');
    });
    await sender.start({ work: false });
    await sender.enqueue('later', { n: 7 });
    await sender.stop();

    const done: number[] = [];
    const worker = await startQueue((q) => q.define<{ n: number }>('later', async ({ n }) => void done.push(n)));
    await vi.waitFor(() => expect(done).toEqual([7]), { timeout: 10_000, interval: 100 });
    await worker.stop();
  });

  it('runs each job once between two working processes, and none in a process that only sends', async () => {
    const ran: Array<{ by: string; n: number }> = [];
    const process = async (name: string, work: boolean) => {
      const queue = createJobQueue(app.database.executor, app.server.log);
      queue.define<{ n: number }>('shared-work', async ({ n }) => void ran.push({ by: name, n }));
      await queue.start({ work });
      return queue;
    };
    const queues = [await process('sender', false), await process('worker-1', true), await process('worker-2', true)];
    const [sender] = queues;
    for (let n = 0; n < 20; n++) await sender?.enqueue('shared-work', { n });
    await vi.waitFor(() => expect(ran).toHaveLength(20), { timeout: 20_000, interval: 100 });
    // Nothing runs twice afterwards either.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ran.map(({ n }) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(ran.some(({ by }) => by === 'sender')).toBe(false);
    for (const queue of queues) await queue.stop();
  });

  // Only PostgreSQL is shared by several processes.
  it.skipIf(driver === 'pglite')('lets processes starting at once on a fresh database declare the same queues', async () => {
    const kinds = Array.from({ length: 6 }, (_, i) => `fresh-${crypto.randomBytes(4).toString('hex')}-${i}`);
    const queues = Array.from({ length: 4 }, () => {
      const queue = createJobQueue(app.database.executor, app.server.log);
      for (const kind of kinds) queue.define(kind, async () => {}, { policy: 'stately', cron: '0 3 * * *' });
      return queue;
    });
    // Without taking turns, pg-boss's queue rows and partition tables deadlock here on PostgreSQL.
    await Promise.all(queues.map((queue, i) => queue.start({ work: i === 0 })));
    const { rows } = await app.database.executor.executeSql('select count(*)::int as n from pgboss.queue where name = any($1)', [kinds]);
    expect(rows).toEqual([{ n: kinds.length }]);
    for (const queue of queues) await queue.stop();
  });

  it('declares the schedule of a job defined with a cron when the queue starts', async () => {
    const queue = await startQueue((q) => q.define('sweep', async () => {}, { cron: '*/5 * * * *' }));
    const { rows } = await app.database.executor.executeSql('select name, cron from pgboss.schedule where name = $1', ['sweep']);
    expect(rows).toEqual([{ name: 'sweep', cron: '*/5 * * * *' }]);
    await queue.stop();
  });
});
