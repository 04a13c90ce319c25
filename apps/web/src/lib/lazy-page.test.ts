import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page: ComponentType = () => null;

describe('lazyPage', () => {
  it('fetches a page once, whether preloaded first or not, so a preloaded page needs no network later', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const page = lazyPage(load);
    await expect(page.preload()).resolves.toEqual({ default: Page });
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again (the network may be back), instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
