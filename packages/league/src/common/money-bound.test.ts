import { describe, expect, it } from 'vitest';
import { bidBodySchema } from '../market/auctions/auctions.schema';
import { prizeSchema } from '../competition/competition.schema';
import { MONEY_MAX } from '../constants';
import { userUpdateBodySchema } from '../core/core.requests';
import { MSG } from '../messages';
import { formatThousands } from '../market/money.rules';

/** Every budget and amount is at most MONEY_MAX (docs/decisions/006): a safe integer, with room for sums. */
describe('MONEY_MAX', () => {
  it('keeps a sum of several amounts exact', () => {
    expect(Number.isSafeInteger(MONEY_MAX * 8)).toBe(true);
  });
  it('is the figure the messages show', () => {
    expect(MSG.moneyTooLarge).toContain(formatThousands(MONEY_MAX));
    expect(MSG.budgetAboveMax).toContain(formatThousands(MONEY_MAX));
  });
  it.each([
    ['a bid', (n: number) => bidBodySchema.safeParse({ amount: n })],
    ['a prize', (n: number) => prizeSchema.safeParse({ tournament_id: 1, team_id: 1, position: 1, amount: n })],
    ['a budget change', (n: number) => userUpdateBodySchema.safeParse({ budget_change: n })],
    ['a budget', (n: number) => userUpdateBodySchema.safeParse({ profits: n })],
  ])('%s: the bound is accepted, one more is refused in Spanish', (_, parse) => {
    expect(parse(MONEY_MAX).success).toBe(true);
    const above = parse(MONEY_MAX + 1);
    expect(above.success).toBe(false);
    expect(above.error!.issues[0]!.message).toMatch(/no puede superar 1\.000\.000\.000\.000\.000/);
  });
});
