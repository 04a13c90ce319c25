import type { CatalogueInterviewRow } from './repository';

/**
 * The active interviews as the catalogue lists them, read from the database at most once per `ttlMs` in each
 * process: every signed-in screen asks for them, and only an admin's question change alters them (docs/decisions/
 * 020). The process that makes the change forgets its copy at once; the others within `ttlMs`.
 */
export interface Catalogue {
  list(): Promise<CatalogueInterviewRow[]>;
  /** Called after a change to the interviews or their questions. */
  forget(): void;
}

export const CATALOGUE_TTL_MS = 5_000;

/** `load` reads the catalogue from the database (listActiveCatalogue). */
export function createCatalogue(
  load: () => Promise<CatalogueInterviewRow[]>,
  ttlMs = CATALOGUE_TTL_MS,
  clock: () => number = Date.now,
): Catalogue {
  let cached: { rows: Promise<CatalogueInterviewRow[]>; until: number } | undefined;
  return {
    list() {
      const now = clock();
      if (cached && cached.until > now) return cached.rows;
      const rows = load();
      const entry = { rows, until: now + ttlMs };
      cached = entry;
      // A failed read is not kept: the next request reads again.
      rows.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return rows;
    },
    forget() {
      cached = undefined;
    },
  };
}
