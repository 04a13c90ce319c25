import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Deeper than any request of ours; deeper still is an attack on the parser or the handlers. */
const MAX_DEPTH = 16;
/** Beyond what PostgreSQL's `real` and `bigint` store: smaller magnitudes underflow, larger ones overflow or lose digits. */
const SMALLEST_STORABLE = 1e-30;
const LARGEST_STORABLE = 1e15;

const NUL_TEXT = 'Text may not contain NUL characters.';
const NUMBER_TEXT = 'A number in the request is out of range.';
const DEPTH_TEXT = 'The request is nested too deeply.';

function problemIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? NUL_TEXT : null;
  if (typeof value === 'number') {
    const magnitude = Math.abs(value);
    return !Number.isFinite(value) || (magnitude !== 0 && magnitude < SMALLEST_STORABLE) || magnitude > LARGEST_STORABLE
      ? NUMBER_TEXT
      : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return value.includes(0) || value.includes('\\u0000') ? NUL_TEXT : null;
  if (depth >= MAX_DEPTH) return DEPTH_TEXT;
  for (const [key, item] of Object.entries(value)) {
    const problem = problemIn(key, depth + 1) ?? problemIn(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The one place every request's input is checked before any schema or handler sees it: no NUL character in any
 * text (PostgreSQL cannot store it), no number a column cannot hold, no absurd nesting. Such input is answered
 * 400 and changes nothing; it never reaches the database to fail there as a 500.
 */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request is work for nothing.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const problem = problemIn(request.params, 0) ?? problemIn(request.query, 0) ?? problemIn(request.body, 0);
    done(problem ? badRequest(problem, 'invalid_input') : undefined);
  });
}
