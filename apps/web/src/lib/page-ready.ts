let markShown: () => void = () => undefined;

/**
 * Resolves once the first page of the visit has been rendered, or hydrated, with its event handlers attached: until
 * then a prerendered page's buttons are only markup (see prerendered-main.ts). No React here, so the prerendered
 * pages' small entry can wait on it without loading React first.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markPageShown(): void {
  markShown();
}
