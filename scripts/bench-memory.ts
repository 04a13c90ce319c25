/**
 * `npm run bench:memory`: resident memory of the speech engine and of the server at idle.
 *  1. The engine in this process, as the app builds it (PocketSphinx with the Moonshine second pass): after start
 *     (threads, no decoder), with streams decoding and revised, and once their decoders' keep-for-the-speaker time and
 *     Moonshine's idle time are over (freed, heap returned to the system), after each of three rounds of new speakers:
 *     the figure must not grow from round to round.
 *  2. The built server (`npm run build` first) a few seconds after start, on the embedded database and, when
 *     DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on that.
 */
import fs from 'node:fs';
import { serverEntry, startServer } from '../e2e/support/server';
import { MoonshineRecognizer } from '../apps/api/src/speech/engines/moonshine';
import { PocketSphinxEngine } from '../apps/api/src/speech/engines/pocketsphinx';
import { SecondPassEngine } from '../apps/api/src/speech/engines/second-pass';
import { ensureFixtures } from '../apps/api/src/speech/fixtures/generate';
import { residentMb } from '../apps/api/src/speech/testing/resident-memory';

const KEEP_MS = 2000;
const STREAMS = 8;
const ROUNDS = 3;
/** How long after the keep time the freed decoders and Moonshine's worker are gone. */
const FREED_MS = 5000;

/** Resident memory in whole MB, as the bench prints it. */
const wholeMb = (pid?: number) => Math.round(residentMb(pid));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function engineMemory(): Promise<void> {
  const before = wholeMb();
  const engine = new SecondPassEngine(
    new PocketSphinxEngine({ keepSpeakerDecoderMs: KEEP_MS }),
    new MoonshineRecognizer({ idleMs: KEEP_MS }),
  );
  await engine.warmUp();
  const idle = wholeMb();
  const [fixture] = await ensureFixtures();
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, wholeMb())), 100);
  const afterRounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: STREAMS }, async (_, i) => {
        const stream = engine.openStream(
          { onTranscript: () => undefined, onError: () => undefined },
          { speaker: `round-${round}-applicant-${i}` },
        );
        stream.write(fixture!.pcm);
        await stream.finish();
      }),
    );
    // The decoders' keep-for-the-speaker time and Moonshine's idle time, then the worker's exit.
    await sleep(KEEP_MS + FREED_MS);
    afterRounds.push(wholeMb());
  }
  clearInterval(sampler);
  await engine.dispose();
  console.log(
    `engine: process before ${before} MB; started, no decoder ${idle} MB; ${STREAMS} streams decoding, peak ${peak} MB; after each of ${ROUNDS} rounds of ${STREAMS} new speakers (decoders and Moonshine freed) ${afterRounds.join(' / ')} MB`,
  );
}

async function serverIdle(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServer({ env: { SERVE_WEB: 'false', ...env } });
  try {
    await sleep(5000);
    console.log(`server at idle, ${label}: ${wholeMb(server.process.pid)} MB`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await engineMemory();
if (fs.existsSync(serverEntry)) {
  await serverIdle('embedded PGlite database', {});
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (databaseUrl) await serverIdle('PostgreSQL server', { DATABASE_URL: databaseUrl });
} else console.log('server figures skipped: run `npm run build` first');
