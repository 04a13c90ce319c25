/** Entry of `npm run admin:grant -- someone@example.com` (see grant-admin-command.ts). */
import { runGrantAdmin } from './grant-admin-command';

process.exitCode = await runGrantAdmin(process.argv.slice(2));
