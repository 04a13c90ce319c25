import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir, secureDataDir } from './db/data-dir';
import path from 'node:path';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long readiness reports the drain, and responses close their connections, before the server stops accepting. */
const DRAIN_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  // Only the embedded database needs one server per folder; on PostgreSQL any number of processes share DATA_DIR.
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  ).catch((error) => {
    releaseLock();
    throw error;
  });
  const app = await createApp({ config, database });
  const { server } = app;
  await server.listen({ host: config.host, port: config.port });
  if (config.env === 'production' && config.sandbox.payments)
    server.log.warn('PAYMENTS_SANDBOX is on: plans are "paid" through the sandbox gateway and no money is taken');
  if (config.env === 'production' && config.sandbox.mailOutbox)
    server.log.warn('MAIL_OUTBOX is on: e-mail is stored in the outbox and not sent');
  const role = config.role === 'all' ? 'every role' : `role ${config.role}`;
  server.log.info(
    `VisaReady (${role}, instance ${config.instanceId}) is ready at ${config.publicUrl} (database: ${database.driver}${database.driver === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`${signal} received: finishing in-flight requests and shutting down`);
    const deadline = setTimeout(() => {
      server.log.error('Shutdown took longer than 10 s; exiting now');
      releaseLock();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    try {
      // Drain first: readiness fails and responses close their connections, then stop accepting and finish.
      app.drain();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      await server.close();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('VisaReady failed to start:', error);
  }
  process.exit(1);
});
