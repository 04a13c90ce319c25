import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers)('database on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { startJobs: false });
  });
  afterAll(async () => {
    await app.close();
  });

  // pg-boss claims its background commands with a lock, an update and a commit in one query, and reads the lock's row.
  it('returns the rows of every statement of a multi-statement query, in order', async () => {
    const { rows } = await app.database.executor.executeSql('select 1 as first; select 2 as second union all select 3; commit');
    expect(rows).toEqual([{ first: 1 }, { second: 2 }, { second: 3 }]);
  });

  it('returns the rows of a query with parameters', async () => {
    const { rows } = await app.database.executor.executeSql('select $1::int as n', [7]);
    expect(rows).toEqual([{ n: 7 }]);
  });

  // A user's rows are read by the user, and deleting the user deletes (or unlinks) them: both need an index that
  // starts with the reference, or they scan the table.
  it('leads an index with every column that references a user', async () => {
    const { rows } = await app.database.executor.executeSql(`
      select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
       where c.contype = 'f' and c.confrelid = 'users'::regclass
         and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
       order by 1, 2`);
    expect(rows).toEqual([]);
  });
});
