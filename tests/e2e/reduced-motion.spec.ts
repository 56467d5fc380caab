import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpHost } from './helpers/accounts';

/**
 * Everything on the page that moves: CSS animations whose keyframes change more than opacity
 * (a fade is not motion) and transitions, each with a duration above the 0.01 ms that base.css
 * leaves under prefers-reduced-motion. Read from the computed styles, so it does not depend on
 * catching an animation mid-flight.
 */
function movingThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const animated = new Map<string, string[]>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSKeyframesRule) {
          const properties = new Set<string>();
          for (const frame of Array.from(rule.cssRules) as CSSKeyframeRule[]) for (const name of Array.from(frame.style)) properties.add(name);
          animated.set(rule.name, [...properties]);
        } else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const ms = (time: string) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000);
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`;
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      const durations = style.animationDuration.split(', ');
      style.animationName.split(', ').forEach((animation, i) => {
        const properties = animated.get(animation) ?? ['unknown keyframes'];
        const duration = ms(durations[i % durations.length]);
        if (animation !== 'none' && duration > 0.011 && properties.some((property) => property !== 'opacity')) {
          found.push(`${name(element)}: animation ${animation} ${duration} ms of ${properties.join(' ')}`);
        }
      });
      const transitions = style.transitionDuration.split(', ');
      style.transitionProperty.split(', ').forEach((property, i) => {
        const duration = ms(transitions[i % transitions.length]);
        if (duration > 0.011) found.push(`${name(element)}: transition of ${property} ${duration} ms`);
      });
    }
    return found;
  });
}

test.describe('prefers-reduced-motion', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('without the preference the check sees motion: the sidebar slides in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect((await movingThings(page)).join('\n')).toMatch(/animation \S*slide-in\S* 250 ms of transform/);
  });

  test('with it nothing moves: sidebar, loader, dialog, toast, account menu and accordion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A host of its own: the demo host's password is changed by demo-host.spec.ts.
    await signUpHost(page, 'reduced-motion');

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    expect(await movingThings(page), 'with the sidebar open').toEqual([]);

    // The loader stays up while the draft check is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/web/properties/host/draft', async (route) => {
      await held;
      await route.continue();
    });
    await sidebar.getByRole('button', { name: 'List Your Property' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toBeVisible();
    expect(await movingThings(page), 'with the loader up').toEqual([]);
    release();
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toBeHidden();
    await page.unrouteAll();

    await page.goto('/plan-selection');
    await page.getByRole('article', { name: 'Full Service' }).getByRole('button', { name: 'Request This Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Full Service' });
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Name cannot be empty')).toBeVisible();
    expect(await movingThings(page), 'with a dialog and a toast').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: /account menu/i }).click();
    expect(await movingThings(page), 'with the account menu open').toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/');
    const question = page.getByRole('region', { name: /questions/i }).getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await movingThings(page), 'with a question of the FAQ open').toEqual([]);
  });
});
