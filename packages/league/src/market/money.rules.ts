/** '1500000' -> '1.500.000'. Manual grouping: Intl output differs between ICU builds. */
export function formatThousands(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return (Math.round(n) < 0 ? '-' : '') + grouped;
}

/** Money on screen: '$ 1.500.000', '-$ 2.000' (amounts are whole pesos). */
export function formatMoney(n: number): string {
  const text = formatThousands(n);
  return text.startsWith('-') ? `-$ ${text.slice(1)}` : `$ ${text}`;
}

/**
 * What a manager may still commit: the budget (profits) minus what is already promised
 * (open offers' total_value, pending transfers as buyer, leading bids) — DECISIONS, Money.
 */
export function availableBudget(input: { profits: number; committed: number | readonly number[] }): number {
  const committed = typeof input.committed === 'number' ? input.committed : input.committed.reduce((s, n) => s + n, 0);
  return input.profits - committed;
}

export function canAfford(amount: number, available: number): boolean {
  return amount <= available;
}

/**
 * Whether a pending transfer holds the buyer's money (decision 013): only once the buyer agreed
 * to pay it — he proposed it himself, or staff did for the league. A seller's proposal holds
 * nothing of the buyer's and never reads his money: it is checked when the buyer accepts, and
 * once accepted it holds his money while it waits in review (decision 023).
 */
export function transferCommitsBuyer(t: { createdBy: number; buyBy: number; soldBy: number; accepted?: boolean }): boolean {
  return t.createdBy === t.buyBy || t.createdBy !== t.soldBy || t.accepted === true;
}
