import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers)('indexes on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver, { startJobs: false });
  });
  afterAll(async () => {
    await app.close();
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
