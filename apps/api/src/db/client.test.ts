import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers)('SQL executor on %s', (driver) => {
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
});
