import { buildRulebook, RULEBOOK, type TeamDetail } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { currentSeasonRules } from '../season-rules/season-rules.service';
import { listSeasons } from '../seasons/seasons.service';
import { ownSquadIfAny } from '../teams/teams.service';

/** What every data answer may need, read once per question. */
export type AskerData = { team: TeamDetail | null; season: { id: number; name: string } | null };

export async function loadAsker(ctx: ServiceContext): Promise<AskerData> {
  const team = await ownSquadIfAny(ctx);
  const season = (await listSeasons(ctx.db)).data.find((s) => s.current) ?? null;
  return { team, season };
}

/** The rulebook with the current season's rules in force (the defaults while there is no season): what the assistant quotes. */
export async function rulebookInForce(ctx: ServiceContext) {
  const [seasons, rules] = await Promise.all([listSeasons(ctx.db), currentSeasonRules(ctx.db)]);
  const season = seasons.data.find((s) => s.current);
  return season ? buildRulebook(season.name, rules) : RULEBOOK;
}
