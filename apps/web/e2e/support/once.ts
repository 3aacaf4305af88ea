import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The error notifications (notifyError shows them red). */
export const errorToasts = (page: Page) => page.locator('.mantine-Notification-root[style*="--mantine-color-red"]');

/**
 * Double-clicks a button that creates something or moves money (decision 007): the web sends ONE
 * request for the action, with an Idempotency-Key, and tells the user once that it worked, with
 * no error from a second request. The caller checks the effect (budgets, rows) happened once.
 */
export async function doubleClickOnce(page: Page, button: Locator, path: RegExp, success: string | RegExp) {
  const sent: Request[] = [];
  const track = (r: Request) => {
    if (r.method() !== 'GET' && path.test(new URL(r.url()).pathname)) sent.push(r);
  };
  page.on('request', track);
  try {
    await button.dblclick();
    await expect(page.getByText(success)).toBeVisible();
    // Every request the double click sent has been sent by now; wait for their answers.
    await Promise.all(sent.map((r) => r.response()));
  } finally {
    page.off('request', track);
  }
  expect(sent.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toHaveLength(1);
  expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByText(success)).toHaveCount(1);
  await expect(errorToasts(page)).toHaveCount(0);
}

/** The payment question: open, naming who pays whom how much. */
export async function paymentDialog(page: Page, title: string, ...lines: (string | RegExp)[]) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  for (const line of lines) await expect(dialog).toContainText(line);
  return dialog;
}
