import type { TokenRevocations } from '../accounts/token-revocations';
import type { Database } from '../db/client';
import type { Catalogue } from '../interviews/catalogue';

/** What the admin use cases need; built once by the routes. */
export interface AdminContext {
  db: Database;
  revocations: TokenRevocations;
  /** Forgotten after a question joins or leaves interviews, so this process lists the new counts at once. */
  catalogue: Pick<Catalogue, 'forget'>;
}
