import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import type { CatalogueInterviewRow } from './repository';

function countingLoader(results: Array<CatalogueInterviewRow[] | Error>) {
  let calls = 0;
  const load = () => {
    const result = results[Math.min(calls, results.length - 1)]!;
    calls++;
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  };
  return { load, calls: () => calls };
}

const row = (id: number, numQuestions: number): CatalogueInterviewRow => ({
  id,
  name: `Interview ${id}`,
  description: 'A practice interview.',
  visaType: 'F1',
  numQuestions,
});

describe('catalogue cache', () => {
  it('reads once for concurrent and repeated lists within its lifetime, then again after it', async () => {
    let now = 1_000;
    const loader = countingLoader([[row(1, 10)], [row(1, 11)]]);
    const catalogue = createCatalogue(loader.load, 5_000, () => now);
    const [first, second] = await Promise.all([catalogue.list(), catalogue.list()]);
    expect(first).toEqual([row(1, 10)]);
    expect(second).toBe(first);
    now += 4_999;
    await catalogue.list();
    expect(loader.calls()).toBe(1);
    now += 1;
    expect(await catalogue.list()).toEqual([row(1, 11)]);
    expect(loader.calls()).toBe(2);
  });

  it('reads again at once after forget (a question joined or left an interview)', async () => {
    const loader = countingLoader([[row(1, 10)], [row(1, 9)]]);
    const catalogue = createCatalogue(loader.load, 5_000, () => 0);
    await catalogue.list();
    catalogue.forget();
    expect(await catalogue.list()).toEqual([row(1, 9)]);
    expect(loader.calls()).toBe(2);
  });

  it('keeps no failed read: the next list reads again', async () => {
    const loader = countingLoader([new Error('connection lost'), [row(2, 12)]]);
    const catalogue = createCatalogue(loader.load, 5_000, () => 0);
    await expect(catalogue.list()).rejects.toThrow('connection lost');
    expect(await catalogue.list()).toEqual([row(2, 12)]);
    expect(loader.calls()).toBe(2);
  });
});
