import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const routes = (process.argv[3] ?? '/dashboard,/calendar,/reservation-manage,/earnings-manage,/listed-properties,/profile,/synchronize/1,/view/1').split(',');
const [w, h] = (process.argv[2] ?? '375x812').split('x').map(Number);
const page = await browser.newPage({ viewport: { width: w, height: h } });
await page.goto(base + '/login');
await page.getByLabel(/email/i).first().fill('host@demo.lk');
await page.getByLabel(/password/i).first().fill('Ceylon2026');
await page.getByRole('button', { name: /sign in|log in|login/i }).first().click();
await page.waitForURL(/dashboard/);
for (const r of routes) {
  await page.goto(base + r, { waitUntil: 'networkidle' });
  await page.waitForTimeout(800);
  const name = `screens/look-${w}-${r.replace(/\W+/g, '_')}.png`;
  await page.screenshot({ path: name, fullPage: true });
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(r, name, over > 0 ? `SIDEWAYS ${over}` : '');
}
await browser.close();
