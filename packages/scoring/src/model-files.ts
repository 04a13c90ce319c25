/**
 * The committed model files (model/*.json), read on first use instead of imported: imported, the built server would
 * carry them from start-up as ~15 MB of bundled source text plus the objects built from it (~45 MB resident) before
 * anyone is scored. They are found beside the package's source, or in the built server's `scoring-model/`
 * (apps/api/build.mjs copies them there).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PLACES = ['../model/', './scoring-model/'];

export function readModelFile<T>(name: string): T {
  const found = PLACES.map((place) => fileURLToPath(new URL(place + name, import.meta.url))).find((file) => existsSync(file));
  if (!found) throw new Error(`scoring model file ${name} not found (looked in ${PLACES.join(', ')})`);
  return JSON.parse(readFileSync(found, 'utf8')) as T;
}
