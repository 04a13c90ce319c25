/**
 * The bare route of `npm run bench:api`: Fastify with one pg pool running one indexed SELECT of the user, in a process
 * of its own, as the app's server is, so the load generator treats both alike. BARE_DATABASE_URL, BARE_USER_ID,
 * BARE_POOL_SIZE, BARE_PORT are set by the bench.
 */
import Fastify from 'fastify';
import pg from 'pg';

const { BARE_DATABASE_URL, BARE_USER_ID, BARE_POOL_SIZE, BARE_PORT } = process.env;
const pool = new pg.Pool({ connectionString: BARE_DATABASE_URL, max: Number(BARE_POOL_SIZE) });
const server = Fastify({ logger: false });
server.get('/bare', async () => {
  const { rows } = await pool.query('select id, email, full_name from users where id = $1', [BARE_USER_ID]);
  return { data: rows[0] };
});
process.on('SIGTERM', async () => {
  await server.close();
  await pool.end();
  process.exit(0);
});
await server.listen({ port: Number(BARE_PORT), host: '127.0.0.1' });
process.send?.('listening');
