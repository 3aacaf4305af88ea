import { PLAYER_AGE_MAX, type PlayerStatus } from '../constants';
import { intlWallClock } from '../calendar/wall-clock.rules';

/**
 * Rolling a season over (docs/decisions/025-season-close-and-rollover.md). What a player keeps
 * and what the rulebook resets: a block lasts until the end of the season ("el bloqueo dura hasta
 * el final de la temporada"), and a player bought by clause or transfer is `bloqueado` only for
 * the season he arrived in; so every `bloqueado` is `registrado` again. A `restringido` player was
 * restricted by staff and stays so; a `liberado` one stays a free agent.
 */
export const STATUS_AFTER_ROLLOVER: Readonly<Record<PlayerStatus, PlayerStatus>> = {
  bloqueado: 'registrado',
  registrado: 'registrado',
  restringido: 'restringido',
  liberado: 'liberado',
};

export function rolledPlayer(p: { age: number; status: string }): { age: number; status: string } {
  const status = STATUS_AFTER_ROLLOVER[p.status as PlayerStatus] ?? p.status;
  return { age: Math.min(p.age + 1, PLAYER_AGE_MAX), status };
}

/**
 * The per-season counters the market limits: each is counted from rows that carry the season
 * (squad actions, clause offers, auctions), so a new season starts every one at zero.
 */
export const SEASON_COUNTER_LABELS = { blocks: 'Bloqueos usados', clause_losses: 'Jugadores perdidos por cláusula', auctions: 'Subastas abiertas' } as const;
export const SEASON_COUNTERS = ['blocks', 'clause_losses', 'auctions'] as const;
export type SeasonCounter = (typeof SEASON_COUNTERS)[number];
export type SeasonCounters = Record<SeasonCounter, number>;

export function countersAtSeasonStart(): SeasonCounters {
  return Object.fromEntries(SEASON_COUNTERS.map((c) => [c, 0])) as SeasonCounters;
}

/** The new season's tournament dates: the old ones' length in days, from the new season's first day ('YYYY-MM-DD'). */
export function rolledTournamentDates(old: { start_date: string; end_date: string }, newStartDay: string): { start_date: string; end_date: string } {
  const day = 86_400_000;
  const length = Math.max(0, Math.round((Date.parse(`${old.end_date}T00:00:00Z`) - Date.parse(`${old.start_date}T00:00:00Z`)) / day));
  const start = Date.parse(`${newStartDay}T00:00:00Z`);
  return { start_date: newStartDay, end_date: new Date(start + length * day).toISOString().slice(0, 10) };
}

/** How many players a rollover changes, for its preview. */
export function rolloverSummary(players: { age: number; status: string }[]) {
  let unblocked = 0;
  let capped = 0;
  for (const p of players) {
    const next = rolledPlayer(p);
    if (next.status !== p.status) unblocked++;
    if (next.age === p.age) capped++;
  }
  return { players: players.length, unblocked, at_max_age: capped };
}

/** The league's calendar day ('YYYY-MM-DD') of an instant, in its time zone. */
export function leagueDay(at: Date, tz: string): string {
  return intlWallClock(tz).local(at).format('YYYY-MM-DD');
}
