import type { TokenService } from './tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { GoogleTokenVerifier } from './google-token';
import type { TokenRevocations } from './token-revocations';

/** What the accounts use cases need; built once by the routes. */
export interface AccountsContext {
  db: Database;
  tokens: TokenService;
  config: Config;
  mailer: Mailer;
  google: GoogleTokenVerifier | null;
  revocations: TokenRevocations;
}
