import { intlWallClock, type WallClock } from '../../calendar/wall-clock.rules';
import { DATE_FORMAT, DIVISIONS, REVEAL_HOURS } from '../../constants';
import { MSG } from '../../messages';
import { MARKET_MSG } from '../market.messages';
import { formatMoney } from '../money.rules';
import type { SeasonRules } from '../season-rules';

/** Slider range of a clause's total: 1x to 2x the player's value by default (000 §5), whole pesos. */
export function clauseRange(playerValue: number, rules: SeasonRules): { min: number; max: number } {
  return { min: Math.ceil(playerValue * rules.clause_min_factor), max: Math.floor(playerValue * rules.clause_max_factor) };
}

/**
 * The total a clause offers (DECISIONS, Money): `total_value` when sent, else `value + extra_value`
 * (the documents' client puts the slider amount in `value` and may send no extra).
 */
export function offeredClauseTotal(body: { value?: number; extra_value?: number; total_value?: number }): number {
  return body.total_value ?? (body.value ?? 0) + (body.extra_value ?? 0);
}

/**
 * The offered total against the player's value as stored and the season's clause range (1x–2x by
 * default): Spanish error, or null when it is a whole amount within the range. What is stored
 * follows: value = player's value, extra = the rest.
 */
export function validateClauseTotal(input: { playerValue: number; total: number }, rules: SeasonRules): string | null {
  const { playerValue, total } = input;
  if (!Number.isInteger(playerValue) || playerValue < 0) return MARKET_MSG.playerValueInvalid;
  const { min, max } = clauseRange(playerValue, rules);
  if (!Number.isInteger(total) || total < min || total > max) return MARKET_MSG.clauseTotalRange(formatMoney(min), formatMoney(max));
  return null;
}

/** The statuses that protect a player from clauses (the market filter "libres para cláusula" reads them in SQL too). */
export const CLAUSE_PROTECTED_STATUSES = ['bloqueado', 'restringido'] as const;

/** Only players of Primera/Segunda teams, neither 'bloqueado' nor 'restringido', can be claimed. */
export function canBeClauseTarget(player: { status: string | null | undefined; division: string | null | undefined }): boolean {
  if ((CLAUSE_PROTECTED_STATUSES as readonly (string | null | undefined)[]).includes(player.status)) return false;
  return (DIVISIONS as readonly string[]).includes(player.division ?? '');
}

/** True once a team has lost the season's maximum of players by clause (6): no more clauses against it. */
export function clauseLossesReached(lostThisSeason: number, rules: SeasonRules): boolean {
  return lostThisSeason >= rules.max_clause_losses;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a clause/offer created at `createdAt` stops being hidden: the next window end
 * (REVEAL_HOURS, 01:00 / 10:00 / 18:00) on the league's wall clock (000 §4, 001 §4).
 * Worked out on local dates and hours, not by adding milliseconds, so a DST change between
 * creation and reveal does not shift the reveal hour. A wall time skipped by a DST jump
 * resolves forward (dayjs-tz behaviour). Throws RangeError on an unknown time zone.
 */
export function revealTime(createdAt: Date, tz: string, rules: SeasonRules): Date {
  return revealTimeOn(intlWallClock(tz), createdAt, rules);
}

/** `revealTime` on a given wall clock (the web's reads the offsets the server stated, calendar/wall-clock.rules.ts). */
export function revealTimeOn(clock: WallClock, createdAt: Date, rules: SeasonRules): Date {
  const local = clock.local(createdAt);
  const hours = [...rules.reveal_hours].sort((a, b) => a - b);
  // Window ends are whole hours, so the local hour alone decides the window.
  const sameDay = hours.find((h) => local.hour() < h);
  // Calendar arithmetic on the local date (a UTC dayjs): immune to DST and month/year ends.
  const date = local.startOf('day');
  const day = sameDay === undefined ? date.add(1, 'day') : date;
  const hour = sameDay ?? hours[0];
  return clock.instant(`${day.format('YYYY-MM-DD')}T${pad(hour)}:00:00`);
}

/** The reveal hours as texts show them (the season's, REVEAL_HOURS by default): '01:00, 10:00 o 18:00'. */
export function revealHoursText(hours: readonly number[] = REVEAL_HOURS): string {
  const times = [...hours].sort((a, b) => a - b).map((h) => `${pad(h)}:00`);
  return times.length < 2 ? (times[0] ?? '') : `${times.slice(0, -1).join(', ')} o ${times.at(-1)}`;
}

/** An offer's amounts stay hidden ('Oculto') while now < revealAt. */
export function isHidden(revealAt: Date, now: Date): boolean {
  return now.getTime() < revealAt.getTime();
}

/**
 * The gate for one player's offers counts from the first of them (DECISIONS, 001 §4). The caller
 * chooses which offers count (normally the open ones); null when there are none.
 */
export function revealTimeForPlayer(createdAts: readonly Date[], tz: string, rules: SeasonRules): Date | null {
  if (createdAts.length === 0) return null;
  const first = createdAts.reduce((a, b) => (b.getTime() < a.getTime() ? b : a));
  return revealTime(first, tz, rules);
}

/** A time as the league reads it in messages: DD-MM-YYYY HH:mm:ss on its wall clock. */
export function formatLeagueTime(at: Date, tz: string): string {
  return intlWallClock(tz).local(at).format(DATE_FORMAT);
}

/**
 * What a still-hidden offer withholds from everyone but its creator: every field except its
 * player (id_player, name, id_team), its time (created_at, reveal_at, hidden, id_season), the id
 * staff act on it by, whether it is still open (confirmed, active, status) and its receipt's hash,
 * which commits to the amount without telling it. The receipt's salt and sealed total are
 * withheld like the amount (decision 023).
 */
export const HIDDEN_OFFER_FIELDS = ['created_by', 'other_players', 'value', 'extra_value', 'total_value', 'receipt_salt', 'receipt_total'] as const;
export type HiddenOfferField = (typeof HIDDEN_OFFER_FIELDS)[number];

/** An offer's author as the wire carries it: `id` is null when the author is withheld from the reader. */
export type OfferAuthor = { id: number | null; name: string };

/**
 * The author of an offer hidden from its reader (decision 016): a placeholder rather than null,
 * so a client that reads `created_by.id` or `created_by.name` does not crash, and it names nobody.
 */
export const HIDDEN_AUTHOR: OfferAuthor = Object.freeze({ id: null, name: MSG.hidden });

/** An offer as a reader gets it: the author may be the placeholder, the other withheld fields null. */
export type SealedOffer<T> = { [K in keyof T]: K extends 'created_by' ? OfferAuthor : K extends HiddenOfferField ? T[K] | null : T[K] };

/**
 * The one decision of what of an offer a reader may see (decision 009, decision 016), for every
 * route, list, log, stream and answer that puts offers on the wire: while `hidden` (decided by the
 * database: reveal_at > now), a reader who is not its creator gets HIDDEN_AUTHOR as `created_by`
 * and null in each other HIDDEN_OFFER_FIELDS field the offer carries. Staff and the Admin are
 * readers like any other.
 */
export function sealOffer<T extends { hidden: boolean; created_by: { id: number; name: string } }>(offer: T, reader: { id: number }): SealedOffer<T> {
  if (!offer.hidden || reader.id === offer.created_by.id) return offer as SealedOffer<T>;
  const sealed: Record<string, unknown> = { ...offer, created_by: { ...HIDDEN_AUTHOR } };
  for (const field of HIDDEN_OFFER_FIELDS) if (field !== 'created_by' && field in offer) sealed[field] = null;
  return sealed as SealedOffer<T>;
}
