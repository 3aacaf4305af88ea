import { expect, test } from '@playwright/test';
import { ACCOUNTS, loginAs } from './support/session';

test('the app is installable: manifest, icons and a service worker that never caches the API', async ({ page, request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const m = await manifest.json();
  expect(m).toMatchObject({ name: 'Superliga', display: 'standalone', start_url: '/dashboard' });
  for (const icon of m.icons as { src: string; sizes: string }[]) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  expect(m.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);

  await loginAs(page, ACCOUNTS.manager1);
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration())?.active, undefined, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('profits')).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
});
