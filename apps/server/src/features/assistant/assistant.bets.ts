import { ASSISTANT_ANSWER as A, assistantLink, betOptionLabel, formatMoney, paths } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { listUserBets } from '../bets/bets.service';

const BETS_SHOWN = 5;

/** '¿Cómo van mis apuestas?': the asker's own stakes, newest first, each pending, won or lost. */
export async function myBets(ctx: ServiceContext): Promise<string> {
  const bets = (await listUserBets(ctx, { mine: true })).data;
  if (!bets.length) return A.noBets;
  const lines = bets.slice(0, BETS_SHOWN).map((b) => {
    const option = betOptionLabel(b.option_label);
    const staked = formatMoney(b.amount);
    if (b.confirmed !== 'yes') return A.betPending(b.bet, option, staked, formatMoney(b.potential_payout));
    return b.payout ? A.betWon(b.bet, option, staked, formatMoney(b.payout)) : A.betLost(b.bet, option, staked);
  });
  return [A.betsTitle, ...lines, A.seeMore(assistantLink('Apuestas', paths.apuestas))].join('\n');
}
