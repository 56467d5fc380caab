import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page a test visits is checked before the test ends: no uncaught error was thrown in it
 * (a hydration mismatch of a server-rendered page is one: React #418), and axe finds nothing on
 * its final state.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use, testInfo) => {
    const uncaught = uncaughtErrorsOf(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) return;
    await page.waitForLoadState('networkidle');
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
    expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
  },
});

/** The errors thrown and not caught in the page from now on, each with the URL it was on. */
export function uncaughtErrorsOf(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
  return uncaught;
}

/**
 * Lets short transitions end (a toast fading in or out, a dialog's entrance): axe reads colours
 * as they are at that instant, so text half-way through a fade counts as low contrast. Long or
 * endless animations (the toast's 5-second countdown, the loader's pulse) are left running.
 */
async function settleShortAnimations(page: Page) {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end) && end <= 1000;
    });
    await Promise.race([Promise.allSettled(short.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** The WCAG 2.2 AA rules: what every page is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * axe's findings on the page exactly as it is (WCAG 2.2 AA, or the given rules), each with the
 * elements it names. axe-core runs in the page as its README shows (`axe.run`), injected once per
 * document, and builds only its violations. @axe-core/playwright injected it again on every check,
 * ran each frame apart, joined the frames' results in a page it opened for the purpose and sent
 * every passing node back: about 2.9 CPU-seconds a check on CI's machine against 0.7 this way
 * (an every-route run of 28 checks: 145 CPU-seconds before, 80 after). Our pages have no frames
 * of their own for that to matter.
 */
export async function runAxe(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: WCAG_TAGS };
  return page.evaluate(async (runOnly) => {
    const { violations } = await window.axe.run(document, { runOnly, resultTypes: ['violations'] });
    return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, runOnly);
}

/**
 * axe's WCAG 2.2 AA findings on the page read from its top, its short animations ended. Wherever
 * a test's clicks left the scroll, a control that has slid under the sticky site header counts as
 * obscured (target-size), which says where the test stopped scrolling, not anything about the page.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await holdToasts(page, true);
  try {
    await settleShortAnimations(page);
    return await runAxe(page);
  } finally {
    await holdToasts(page, false);
  }
}

/**
 * Holds the toasts' 5-second timers while axe reads the page, as a pointer resting on them does
 * (the toaster pauses on hover): on a busy machine axe takes seconds, and a toast that times out
 * in the middle fades out under it and is read half-transparent (a color-contrast finding on
 * text that is leaving). React's onMouseEnter/Leave come from mouseover/mouseout.
 */
async function holdToasts(page: Page, hold: boolean) {
  await page.evaluate((hold) => {
    const region = document.querySelector('[data-toaster]');
    region?.dispatchEvent(new MouseEvent(hold ? 'mouseover' : 'mouseout', { bubbles: true, relatedTarget: document.body }));
  }, hold);
}

/** Runs axe on the page as it is now (for tests that visit several pages). */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/** How far the page scrolls sideways (0 when it fits). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export { expect };
