import { chromium } from 'playwright-core';
const width = Number(process.argv[2] ?? 375);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width, height: 800 } });
await page.addInitScript(() => {
  const log = [];
  window.__log = log;
  const t0 = performance.now();
  const sample = () => {
    const v = document.querySelector('video');
    const q = (s) => !!document.querySelector(s);
    const rec = {
      t: Math.round(performance.now() - t0),
      ct: v ? +v.currentTime.toFixed(2) : null,
      paused: v?.paused, rs: v?.readyState,
      spin: [...document.querySelectorAll('[class*="spinner"]')].map((e) => e.className).join('|'),
      big: q('.onair-skin__big-play'),
      pp: document.querySelector('[class*="play-pause"], button[aria-label*="lay"], button[aria-label*="ause"]')?.getAttribute('aria-label'),
    };
    const last = log[log.length - 1];
    const key = JSON.stringify({ ...rec, t: 0, ct: 0 });
    if (!last || last.key !== key) log.push({ ...rec, key });
  };
  const tick = () => { sample(); if (performance.now() - t0 < 6000) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
await page.goto(`http://localhost:19752/channels/all/onair-one?lang=ru`);
await page.waitForTimeout(6500);
const log = await page.evaluate(() => window.__log);
for (const r of log) { delete r.key; console.log(JSON.stringify(r)); }
await page.screenshot({ path: '/tmp/skin.png' });
await browser.close();
