// Bundles the API with the workspace packages it imports (TypeScript source) into dist/, next to a
// copy of the migrations. Third-party dependencies stay external and load from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
  (name) => !name.startsWith('@visaready/'),
);

const workerEntries = fs
  .readdirSync(path.join(root, 'src'), { recursive: true })
  .filter((file) => String(file).endsWith('.worker.ts'))
  .map((file) => path.join(root, 'src', String(file)));

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts'), ...workerEntries],
  outdir: dist,
  outbase: path.join(root, 'src'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The scorer reads its model files on first use (packages/scoring/src/model-files.ts), from beside the bundle.
fs.cpSync(path.join(root, '../../packages/scoring/model'), path.join(dist, 'scoring-model'), { recursive: true });
console.log(`API bundled into ${path.relative(process.cwd(), dist) || 'dist'}`);
