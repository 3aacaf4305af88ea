import {
  CUP_YELLOWS_PER_SUSPENSION,
  DIRECT_RED_ROUNDS,
  INJURY_ROUNDS,
  LEAGUE_YELLOWS_ONE_ROUND,
  LEAGUE_YELLOWS_TWO_ROUNDS,
  RED_CARD_ROUNDS,
  SERIOUS_INJURY_ROUNDS,
  type TournamentType,
} from '../constants';
import { isLeagueType, isSemifinalOrLater, nextStageAfter, playableStage } from './stages.rules';

/** One player's statistics in one completed match of the tournament, with that match's stage. */
export type SuspensionStatRow = {
  player_id: number;
  stage: number;
  yellow_cards: number;
  red_cards: number;
  direct_red?: number | null;
  simple_injuries: number;
  serious_injuries: number;
};

/** A cause earned in one stage and the stages it keeps the player out of. */
export type EarnedSuspension = { player_id: number; stage: number; reason: string; stages: number[] };

export type Suspension = { player_id: number; reasons: string[]; rounds_left: number };

/** Texts shown on the team statistics page (001 §9). */
export const SUSPENSION_REASONS = {
  leagueYellows3: '3 amarillas',
  leagueYellows6: '6 amarillas',
  cupYellows: '2 amarillas',
  red: 'Roja',
  directRed: 'Roja directa',
  injury: 'Lesión',
  seriousInjury: 'Lesión grave',
} as const;

/**
 * League yellow thresholds (001 §9): the 3rd yellow costs one round, the 6th two. The spec names
 * no threshold past 6, so later yellows cost nothing more.
 */
const LEAGUE_YELLOW_STEPS = [
  { at: LEAGUE_YELLOWS_ONE_ROUND, rounds: 1, reason: SUSPENSION_REASONS.leagueYellows3 },
  { at: LEAGUE_YELLOWS_TWO_ROUNDS, rounds: 2, reason: SUSPENSION_REASONS.leagueYellows6 },
] as const;
/** Cups: every 2 yellows cost one round; the count restarts at the semifinal. */
const CUP_YELLOW_ROUNDS = 1;
const RED_ROUNDS = RED_CARD_ROUNDS;

type Cause = { reason: string; rounds: number };
type StageTotals = Omit<SuspensionStatRow, 'player_id'>;

const count = (n: number | null | undefined) => (typeof n === 'number' && n > 0 ? n : 0);

/**
 * The red cards of one statistics row. A direct red is the match's red card, so a row that marks
 * only 'Roja directa' still shows one red wherever reds are counted (team page, top lists), as
 * the suspension it causes does.
 */
export function redCardsOf(row: { red_cards: number | null | undefined; direct_red?: number | null }): number {
  return Math.max(count(row.red_cards), count(row.direct_red) > 0 ? 1 : 0);
}

/** The `rounds` stages actually played after `stage` (SD jumps from Semifinal 15 to Final 18). */
function stagesAfter(type: TournamentType, stage: number, rounds: number): number[] {
  const out: number[] = [];
  for (let s = stage; out.length < rounds;) out.push((s = nextStageAfter(type, s)));
  return out;
}

/** Sums a player's rows per stage (a stage may hold more than one match, e.g. two legs). */
function byStage(rows: SuspensionStatRow[]): StageTotals[] {
  const totals = new Map<number, StageTotals>();
  for (const r of rows) {
    const t = totals.get(r.stage) ?? { stage: r.stage, yellow_cards: 0, red_cards: 0, direct_red: 0, simple_injuries: 0, serious_injuries: 0 };
    t.yellow_cards += count(r.yellow_cards);
    t.red_cards += redCardsOf(r);
    t.direct_red = count(t.direct_red) + count(r.direct_red);
    t.simple_injuries += count(r.simple_injuries);
    t.serious_injuries += count(r.serious_injuries);
    totals.set(r.stage, t);
  }
  return [...totals.values()].sort((a, b) => a.stage - b.stage);
}

/**
 * Causes earned by one player, stage by stage. Yellows in a match that also brought a red still
 * count: the statistics rows are the only record of the match. A direct red is the match's red
 * card, so it is not counted as a plain 'Roja' too.
 */
function playerCauses(type: TournamentType, stages: StageTotals[]): { stage: number; causes: Cause[] }[] {
  const league = isLeagueType(type);
  let yellows = 0;
  let inSemis = false;
  return stages.map((t) => {
    const causes: Cause[] = [];
    if (!league && !inSemis && isSemifinalOrLater(type, t.stage)) {
      // Reset: earlier yellows stop counting, but a suspension already earned is still served.
      inSemis = true;
      yellows = 0;
    }
    const before = yellows;
    yellows += t.yellow_cards;
    if (league) {
      for (const step of LEAGUE_YELLOW_STEPS) {
        if (before < step.at && yellows >= step.at) causes.push({ reason: step.reason, rounds: step.rounds });
      }
    } else if (Math.floor(yellows / CUP_YELLOWS_PER_SUSPENSION) > Math.floor(before / CUP_YELLOWS_PER_SUSPENSION)) {
      causes.push({ reason: SUSPENSION_REASONS.cupYellows, rounds: CUP_YELLOW_ROUNDS });
    }
    if (count(t.direct_red) > 0) causes.push({ reason: SUSPENSION_REASONS.directRed, rounds: DIRECT_RED_ROUNDS });
    else if (t.red_cards > 0) causes.push({ reason: SUSPENSION_REASONS.red, rounds: RED_ROUNDS });
    if (t.simple_injuries > 0) causes.push({ reason: SUSPENSION_REASONS.injury, rounds: INJURY_ROUNDS });
    if (t.serious_injuries > 0) causes.push({ reason: SUSPENSION_REASONS.seriousInjury, rounds: SERIOUS_INJURY_ROUNDS });
    return { stage: t.stage, causes };
  });
}

/**
 * Every suspension cause earned in the given rows, in player then stage order. Each covers the
 * stages after the match it was earned in. Causes never add up: a player misses the union of the
 * stages they cover, so with several causes in one match the longest one decides (a red plus a
 * serious injury = out for the next two). A suspension earned in the final covers stages this
 * tournament never plays: suspensions do not carry over to another tournament.
 */
export function earnedSuspensions(type: TournamentType, rows: SuspensionStatRow[]): EarnedSuspension[] {
  const byPlayer = new Map<number, SuspensionStatRow[]>();
  for (const r of rows) {
    const list = byPlayer.get(r.player_id);
    if (list) list.push(r);
    else byPlayer.set(r.player_id, [r]);
  }
  const out: EarnedSuspension[] = [];
  for (const player_id of [...byPlayer.keys()].sort((a, b) => a - b)) {
    for (const { stage, causes } of playerCauses(type, byStage(byPlayer.get(player_id) ?? []))) {
      for (const c of causes) out.push({ player_id, stage, reason: c.reason, stages: stagesAfter(type, stage, c.rounds) });
    }
  }
  return out;
}

/**
 * Players who cannot play `nextStage`, why, and how many stages (this one included) they still
 * miss. Only matches before `nextStage` count. A stage number the type never plays (SD 16, 17)
 * is read as the next one it does.
 */
export function suspendedFor(type: TournamentType, rows: SuspensionStatRow[], nextStage: number): Suspension[] {
  const target = playableStage(type, nextStage);
  const earned = earnedSuspensions(
    type,
    rows.filter((r) => r.stage < target),
  );
  const out = new Map<number, Suspension>();
  for (const e of earned) {
    if (!e.stages.includes(target)) continue;
    const s = out.get(e.player_id) ?? { player_id: e.player_id, reasons: [], rounds_left: 0 };
    if (!s.reasons.includes(e.reason)) s.reasons.push(e.reason);
    s.rounds_left = Math.max(s.rounds_left, e.stages.filter((st) => st >= target).length);
    out.set(e.player_id, s);
  }
  return [...out.values()];
}
