import { ASSISTANT_ANSWER as A, ASSISTANT_MSG, isMarketOpen, type SeasonRules } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { seasonStartIfAny } from '../seasons/seasons.service';
import { when } from './assistant.format';

/** '¿Cuándo abre el mercado?': the season's gate (start + market_gate_hours), open or still ahead. */
export async function marketGate(ctx: ServiceContext, rules: SeasonRules): Promise<string> {
  const now = ctx.clock.now();
  const season = await seasonStartIfAny(ctx.db, now);
  if (!season) return ASSISTANT_MSG.noSeason;
  const text = isMarketOpen(new Date(season.start_date), now, rules) ? A.marketOpen : A.marketOpensAt;
  return text(when(ctx, new Date(season.market_opens_at)), rules.market_gate_hours, season.name);
}
