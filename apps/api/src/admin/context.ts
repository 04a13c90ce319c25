import type { TokenRevocations } from '../accounts/token-revocations';
import type { Database } from '../db/client';

/** What the admin use cases need; built once by the routes. */
export interface AdminContext {
  db: Database;
  revocations: TokenRevocations;
}
