/**
 * The sealed receipts this browser received when its user sent clause offers (decision 023), kept
 * so that the round log can check them after the reveal without the server vouching for itself.
 */
const KEY = 'superliga.receipts';

function read(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export const keepReceipt = (offerId: number, receipt: string) => localStorage.setItem(KEY, JSON.stringify({ ...read(), [offerId]: receipt }));
export const keptReceipt = (offerId: number): string | undefined => read()[offerId];
