/**
 * Starts a worker thread from the built bundle (dist/) when it is there, else from its TypeScript source through
 * tsx (tests, `npm run dev`). Node ignores `--import tsx` in a worker's execArgv, so the source boots through tsx's
 * programmatic loader.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export function startWorkerThread(options: { source: URL; built: URL[]; workerData: unknown }): Worker {
  const built = options.built.find((url) => fs.existsSync(fileURLToPath(url)));
  if (built) return new Worker(built, { workerData: options.workerData });
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => tsx.tsImport(${JSON.stringify(options.source.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: options.workerData });
}

/** file: URL of tsx's ESM API, found through tsx's public export map. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const packageJsonPath = require.resolve('tsx/package.json');
  const exportsMap = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8')).exports as Record<string, { import: { default: string } }>;
  const entry = exportsMap['./esm/api']?.import.default;
  if (!entry) throw new Error('tsx has no ./esm/api export; run `npm run build` to bundle the worker instead');
  return pathToFileURL(path.join(path.dirname(packageJsonPath), entry)).href;
}
