import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A toast fades in, and out again when its timer ends; measured mid-animation its text reads as low contrast. The
  // toasts pause as they do when the window loses focus, so none starts to leave while axe reads the page, and axe
  // waits for any animation already under way to settle.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  try {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.Toastify__toast')].every((toast) =>
        toast.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    );
    return await violationsOnPage(page);
  } finally {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  }
}

async function violationsOnPage(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return (violations as AxeViolation[]).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
