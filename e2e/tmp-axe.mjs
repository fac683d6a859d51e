import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:3999';
const login = await (await fetch(base + '/api/v1/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'client@kabinet.demo', password: 'Kabinet2026!' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [412, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(base + '/auth/login');
  await page.evaluate((t) => localStorage.setItem('auth', JSON.stringify({ token: t })), login.plainTextToken);
  for (const path of ['/', '/service/tariff/step', '/chat']) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const r = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    for (const v of r.violations) for (const n of v.nodes) console.log(width, path, v.id, n.target.join(' '), n.html.slice(0, 160));
  }
  await context.close();
}
await browser.close();
