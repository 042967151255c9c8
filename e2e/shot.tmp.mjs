import { chromium } from 'playwright-core';
const [,, base, email, route, out, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width || 1280), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/login');
await page.getByLabel('Email').fill(email);
await page.getByRole('button', { name: /continue|next/i }).click();
await page.getByLabel(/^Password/).fill('demo-pass-2026');
await page.getByRole('button', { name: /sign in|log in/i }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
let target = route;
if (process.env.PROJECT) {
  const id = await page.evaluate(async (name) => { const r = await fetch('/api/v1/ListProject/?st=' + encodeURIComponent(name)); const j = await r.json(); return j.results[0].id; }, process.env.PROJECT);
  target = route.replace('ID', id);
}
await page.goto(base + target);
if (process.env.CLICK) { await page.getByText(process.env.CLICK, { exact: true }).first().click(); }
await page.waitForTimeout(3000);
for (const c of (process.env.CLICKS || '').split('|').filter(Boolean)) { await page.getByText(c, { exact: true }).first().click({ force: true }); await page.waitForTimeout(1500); }
if (process.env.TYPE) { const [label, text] = process.env.TYPE.split('='); await page.getByLabel(label).last().fill(text); await page.waitForTimeout(2000); }
await page.screenshot({ path: out, fullPage: false });
console.log('url', page.url());
await browser.close();
