import type { Page } from '@playwright/test';

/** Calls the API from the page, as the logged-in user of that page (the token the web app keeps). */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, path, body },
  );
}
