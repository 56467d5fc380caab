import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostScreens, hostWithContent } from './helpers/host-with-content';

/**
 * Issue 24 item 5: on a phone every control a host taps is at least 44 × 44 px (WCAG 2.5.5, the
 * size both Apple and Google ask for). Measured on every signed-in screen at 375 px, with the
 * tab bar, the account menu and the More drawer open. A link inside a sentence is exempt (WCAG
 * 2.5.8's inline exception); a checkbox or radio counts by its label, which is what the finger hits.
 */
const MIN = 44;

async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="button"], [role="link"], [tabindex="0"]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"], .visually-hidden, .skip-link');
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const parent = element.parentElement;
      if (!parent) return false;
      const ownText = parent.textContent?.replace(element.textContent ?? '', '').trim() ?? '';
      return getComputedStyle(element).display === 'inline' && ownText.length > 0;
    };
    const describe = (element: Element, box: DOMRect) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!visible(element) || inSentence(element)) continue;
      let target: Element = element;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        target = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null) ?? element;
      }
      const box = target.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) problems.push(describe(element, box));
    }
    return [...new Set(problems)];
  }, MIN);
}

test.use({ viewport: { width: 375, height: 812 } });

test('every control on every signed-in screen is at least 44 × 44 px at 375 px', async ({ page }) => {
  test.setTimeout(240_000);
  const content = await hostWithContent(page, 'taps');
  for (const path of hostScreens(content)) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      expect.soft(await smallTargets(page), `controls under 44 px on ${path}`).toEqual([]);
    });
  }
  await test.step('the More drawer', async () => {
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect.soft(await smallTargets(page), 'controls under 44 px in the More drawer').toEqual([]);
    await page.keyboard.press('Escape');
  });
});
