import type { Page } from '@playwright/test';

/** The plan id the start-listing flow stored in the browser. */
export const selectedPlanId = (page: Page) => page.evaluate(() => localStorage.getItem('selectedPlanId'));
