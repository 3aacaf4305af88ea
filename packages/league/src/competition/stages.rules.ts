import { FIXTURE_ROUNDS, LEAGUE_TOURNAMENT_TYPES, PRIMERA, type Division, type TournamentType } from '../constants';

/** The division whose teams and fixture make up a league tournament. */
export const LEAGUE_DIVISION: Partial<Record<TournamentType, Division>> = { PD: 'Primera', SD: 'Segunda' };

/**
 * The tournament of a season the standings and the statistics open on (decision 027): the league
 * of the reader's division, else Primera's (staff, a visitante, a team outside the divisions), else
 * the season's first.
 */
export function tournamentToOpen<T extends { type: TournamentType }>(tournaments: readonly T[], division: Division | '' | null | undefined): T | undefined {
  const leagueOf = (d: Division) => tournaments.find((t) => LEAGUE_DIVISION[t.type] === d);
  return (division ? leagueOf(division) : undefined) ?? leagueOf(PRIMERA) ?? tournaments[0];
}

/** Named stages per tournament type (001 §9). Other stage numbers are plain rounds. */
const NAMED_STAGES: Record<TournamentType, Readonly<Record<number, string>>> = {
  PD: { 14: 'Playin', 15: 'Cuartos', 16: 'Semifinal', 17: 'Final' },
  SD: { 14: 'Cuartos', 15: 'Semifinal', 18: 'Final' },
  UCL: { 4: 'Cuartos', 5: 'Semifinal', 6: 'Final' },
  UEL: { 1: 'Octavos', 2: 'Cuartos', 3: 'Semifinal', 4: 'Final' },
  CFM: { 1: 'primera ronda', 2: 'Octavos', 3: 'Cuartos', 4: 'Semifinal', 5: 'Final' },
};

const SEMIFINAL = 'Semifinal';

export function isLeagueType(type: TournamentType): boolean {
  return LEAGUE_TOURNAMENT_TYPES.includes(type);
}

/** Named stage numbers of a type, ascending. */
export function namedStages(type: TournamentType): number[] {
  return Object.keys(NAMED_STAGES[type])
    .map(Number)
    .sort((a, b) => a - b);
}

/** 'Semifinal', 'Final'... or 'Fecha N' (leagues) / 'Ronda N' (cups) for unnamed stages. */
export function stageName(type: TournamentType, stage: number): string {
  const named = NAMED_STAGES[type][stage];
  if (named !== undefined) return named;
  return `${isLeagueType(type) ? 'Fecha' : 'Ronda'} ${stage}`;
}

export function semifinalStage(type: TournamentType): number | undefined {
  return namedStages(type).find((s) => NAMED_STAGES[type][s] === SEMIFINAL);
}

export function isSemifinalOrLater(type: TournamentType, stage: number): boolean {
  const semi = semifinalStage(type);
  return semi !== undefined && stage >= semi;
}

/**
 * The stage played after `stage`. Once a type's named (playoff) stages begin, play jumps to the
 * next named stage: SD goes Semifinal (15) -> Final (18), stages 16 and 17 are never played.
 * Before that, and past the last named stage, it is simply stage + 1.
 */
export function nextStageAfter(type: TournamentType, stage: number): number {
  const named = namedStages(type);
  if (stage >= named[0]) {
    const next = named.find((s) => s > stage);
    if (next !== undefined) return next;
  }
  return stage + 1;
}

/** A stage number that is never played (SD 16, 17) stands for the next one that is. */
export function playableStage(type: TournamentType, stage: number): number {
  const named = namedStages(type);
  if (stage > named[0] && NAMED_STAGES[type][stage] === undefined) {
    const next = named.find((s) => s > stage);
    if (next !== undefined) return next;
  }
  return stage;
}

export type StageOption = { value: number; label: string };

/** Options of the match form's round select: leagues Fecha 1..13 then playoffs; cups their named stages. */
export function stageOptions(type: TournamentType): StageOption[] {
  const rounds = isLeagueType(type) ? Array.from({ length: FIXTURE_ROUNDS }, (_, i) => i + 1) : [];
  return [...rounds, ...namedStages(type)].map((value) => ({ value, label: stageName(type, value) }));
}
