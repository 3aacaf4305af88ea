import { SENIOR_AGE_OVER, SQUAD_BEST_FOR_AVERAGE, type Division } from '../../constants';
import { caLimit, type SeasonRules } from '../season-rules';

export type SquadPlayer = { ca: number; age: number; status: string | null };

export type SquadStats = {
  average_ca_best16: number;
  blocked: number;
  older_than_20: number;
  registered: number;
  registered_older_than_20: number;
  youth: number;
  total: number;
};

/** Squad summary of the squad and team pages (000 §9; limits from the rulebook, 001 §9). */
export function squadStats(players: readonly SquadPlayer[]): SquadStats {
  const best = [...players].sort((a, b) => b.ca - a.ca).slice(0, SQUAD_BEST_FOR_AVERAGE);
  const sum = best.reduce((s, p) => s + p.ca, 0);
  // sum * 100 / n is one correctly rounded division: no 0.005 drift before rounding.
  const average = best.length === 0 ? 0 : Math.round((sum * 100) / best.length) / 100;
  const senior = (p: SquadPlayer) => p.age > SENIOR_AGE_OVER;
  const count = (test: (p: SquadPlayer) => boolean) => players.filter(test).length;
  return {
    average_ca_best16: average,
    blocked: count((p) => p.status === 'bloqueado'),
    older_than_20: count(senior),
    registered: count((p) => p.status === 'registrado'),
    registered_older_than_20: count((p) => p.status === 'registrado' && senior(p)),
    youth: count((p) => !senior(p)),
    total: players.length,
  };
}

/** 161.5 -> '161,5' (decimal comma, at most two decimals). */
export function formatDecimal(n: number): string {
  return String(Math.round(n * 100) / 100).replace('.', ',');
}

/**
 * Spanish warnings for a squad over the rulebook limits. Worded about "el plantel" because
 * both the manager (/plantel) and staff (team page) read them. No CA check without a division.
 * With `blocksUsed` (the season's blocks from /plantel) the blocks limit is checked against those:
 * players who arrived 'bloqueado' by transfer, clause or auction used no block.
 */
export function squadWarnings(stats: SquadStats, division: Division | null, rules: SeasonRules, blocksUsed?: number): string[] {
  const warnings: string[] = [];
  if (division) {
    const limit = caLimit(division, rules);
    if (stats.average_ca_best16 > limit) {
      warnings.push(
        `El promedio de CA de los mejores ${SQUAD_BEST_FOR_AVERAGE} (${formatDecimal(stats.average_ca_best16)}) supera el límite de ${limit} de ${division}.`,
      );
    }
  }
  if (stats.older_than_20 > rules.squad_senior_max) {
    warnings.push(`El plantel tiene ${stats.older_than_20} jugadores mayores de ${SENIOR_AGE_OVER} años; el máximo es ${rules.squad_senior_max}.`);
  }
  if (stats.youth > rules.squad_youth_max) {
    warnings.push(`El plantel tiene ${stats.youth} juveniles (${SENIOR_AGE_OVER} años o menos); el máximo es ${rules.squad_youth_max}.`);
  }
  if (blocksUsed !== undefined) {
    if (blocksUsed > rules.blocks_per_team) warnings.push(`El equipo usó ${blocksUsed} bloqueos esta temporada; el máximo es ${rules.blocks_per_team}.`);
  } else if (stats.blocked > rules.blocks_per_team) {
    warnings.push(`El plantel tiene ${stats.blocked} jugadores bloqueados; el máximo es ${rules.blocks_per_team}.`);
  }
  return warnings;
}
