import type { Page } from '@playwright/test';

/**
 * A screen may move this much while it loads: a tenth of what Chrome calls a good page (0.1)
 * (docs/decisions/044-every-screen-fast.md, "Nothing moves while a screen loads").
 */
export const LAYOUT_SHIFT_ALLOWED = 0.01;

/** Adds up, from each page's start, how far its content moved by itself (the browser's layout shifts, as CLS counts them). */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The current page's move while it loaded, as a sentence when it is over the allowance (empty: it did not move). */
export async function layoutShiftProblems(page: Page): Promise<string[]> {
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  return shift >= LAYOUT_SHIFT_ALLOWED ? [`la pantalla se movió mientras cargaba (desplazamiento ${shift.toFixed(3)})`] : [];
}
