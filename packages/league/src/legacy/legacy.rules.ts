import { DIVISIONS, PLAYER_STATUSES, ROLES, TOURNAMENT_TYPES, type Division, type PlayerStatus, type Role, type TournamentType } from '../constants';
import { searchKey } from '../common/text.rules';
import { namedStages, stageName } from '../competition/stages.rules';

/**
 * Facts of the old app's database, read one value at a time (docs/decisions/018-legacy-import.md).
 * Every function answers either the value in our vocabulary or `undefined` when the old value is
 * unknown, so the caller reports it instead of guessing.
 */

/** The old app's flags differ by table: 'si'/'no', 'yes'/'no', 'on'/'off', and MySQL's 1/0. */
export function legacyFlag(value: unknown): boolean | undefined {
  if (value === null || value === undefined) return false;
  const text = String(value).trim().toLowerCase();
  if (['si', 'sí', 'yes', 'on', '1', 'true', 'y', 's'].includes(text)) return true;
  if (['no', 'off', '0', 'false', 'n', ''].includes(text)) return false;
  return undefined;
}

/** 'Primera'/'Segunda' as they are; '' (and null) is an outside team; anything else is unknown. */
export function legacyDivision(value: unknown): { division: Division | null } | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return { division: null };
  const found = DIVISIONS.find((d) => d.toLowerCase() === text.toLowerCase());
  return found ? { division: found } : undefined;
}

/** The old 'rol' in our roles ('Visitante' is our 'visitante'); unknown is undefined. */
export function legacyRole(value: unknown): Role | undefined {
  const text = value === null || value === undefined ? 'visitante' : String(value).trim().toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === text);
}

/** The old status of a player; a null status is a registered player. */
export function legacyPlayerStatus(value: unknown): PlayerStatus | undefined {
  if (value === null || value === undefined || String(value).trim() === '') return 'registrado';
  const text = String(value).trim().toLowerCase();
  return PLAYER_STATUSES.find((s) => s === text);
}

/** The old tournament's `format` (PD/SD/UCL/UEL/CFM) is our tournament type. */
export function legacyTournamentType(value: unknown): TournamentType | undefined {
  const text = String(value ?? '')
    .trim()
    .toUpperCase();
  return TOURNAMENT_TYPES.find((t) => t === text);
}

/** The old games' `stage` is a string: a round number ('7', 'Fecha 7') or a named stage ('Final'). */
export function legacyStage(type: TournamentType, value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  const number = /^(?:fecha|ronda|jornada)?\s*(\d{1,3})$/i.exec(text);
  if (number) return Number(number[1]);
  const key = searchKey(text);
  return key ? namedStages(type).find((s) => searchKey(stageName(type, s)) === key) : undefined;
}

/** A season's number from its name ('Temporada 57' -> 57), or undefined. */
export function seasonNumber(name: string): number | undefined {
  const m = /(\d+)\s*$/.exec(name.trim()) ?? /(\d+)/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** A prize position ('1', '1°', '2do') as a number; text without a number is unknown. */
export function legacyPosition(value: unknown): number | undefined {
  const m = /^\s*(\d{1,3})/.exec(String(value ?? ''));
  return m && Number(m[1]) > 0 ? Number(m[1]) : undefined;
}

/** The old decimal(3,1) rating of a statistics line as our numeric text ('8.5'); null when absent or not a rating. */
export function legacyRating(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n < 100 ? n.toFixed(1) : null;
}

/**
 * The old app's free-agent team: its `teams` row 61, where released players wait (the documents
 * name it). Its players land in our own free-agent team, whatever id that has here (decision 018).
 */
export const LEGACY_FREE_AGENT_TEAM_ID = 61;

/** The nine title counters of the old `teams` table (its migrations name them), in order. */
export const LEGACY_TITLE_COLUMNS = [
  'title_first_division',
  'title_second_division',
  'title_third_division',
  'title_cup',
  'title_ucl',
  'title_uel',
  'title_league_cup',
  'title_champions_cup',
  'title_super_cup',
] as const;
export type TitleKey = (typeof LEGACY_TITLE_COLUMNS)[number];
export type TitleCounters = Partial<Record<TitleKey, number>>;

/** The palmarés: each team with titles, its counters in LEGACY_TITLE_COLUMNS order, most titles first. */
export function palmaresRows(teams: readonly { id: number; name: string; titles: Record<string, number> }[]) {
  return teams
    .map((t) => {
      const titles = LEGACY_TITLE_COLUMNS.filter((k) => (t.titles[k] ?? 0) > 0).map((k) => ({ key: k, count: t.titles[k]! }));
      return { team: { id: t.id, name: t.name }, titles, total: titles.reduce((s, x) => s + x.count, 0) };
    })
    .filter((r) => r.total > 0)
    .sort((a, b) => b.total - a.total || a.team.name.localeCompare(b.team.name));
}

/** The counters a team has (nulls and zeros left out), for the palmarés. */
export function titleCounters(row: Record<string, unknown>): TitleCounters {
  const titles: TitleCounters = {};
  for (const column of LEGACY_TITLE_COLUMNS) {
    const n = Number(row[column] ?? 0);
    if (Number.isInteger(n) && n > 0) titles[column] = n;
  }
  return titles;
}

export type BetOdds = Partial<Record<'Home' | 'Draw' | 'Away' | 'Under' | 'Over' | 'Goal' | 'Card', unknown>>;
export type OddOutcome = { outcome: keyof BetOdds } | { ambiguous: (keyof BetOdds)[] } | { unknown: true };

/**
 * `bet_user.selected_option` holds the odd the user chose (1.90), not the option: the option is
 * the one whose odd equals it, in cents; two equal odds make it ambiguous.
 */
export function outcomeOfOdd(selected: unknown, odds: BetOdds): OddOutcome {
  const cents = (v: unknown) => (v === null || v === undefined || v === '' ? NaN : Math.round(Number(v) * 100));
  const chosen = cents(selected);
  const matches = (Object.keys(odds) as (keyof BetOdds)[]).filter((k) => !Number.isNaN(chosen) && cents(odds[k]) === chosen);
  if (matches.length === 1) return { outcome: matches[0]! };
  if (matches.length > 1) return { ambiguous: matches };
  return { unknown: true };
}

export type NameIndex = Map<string, { id: number; deleted: boolean }[]>;

/** Every old player by the accent- and case-free key of its name (deleted ones too, to say so). */
export function playerNameIndex(players: readonly { id: number; name: string; deleted: boolean }[]): NameIndex {
  const index: NameIndex = new Map();
  for (const p of players) {
    const key = searchKey(p.name);
    index.set(key, [...(index.get(key) ?? []), { id: p.id, deleted: p.deleted }]);
  }
  return index;
}

export type NameProblem = { name: string; kind: 'unknown' | 'deleted' | 'ambiguous'; count?: number };

/**
 * `transfers.transferred_players` is player NAMES joined by commas. Each name is one old player
 * id when exactly one live player bears it; otherwise it is reported (unknown, deleted, ambiguous).
 */
export function resolvePlayerNames(text: unknown, index: NameIndex): { ids: number[]; problems: NameProblem[] } {
  const ids: number[] = [];
  const problems: NameProblem[] = [];
  const names = String(text ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  for (const name of names) {
    const found = index.get(searchKey(name)) ?? [];
    const live = found.filter((p) => !p.deleted);
    if (live.length === 1) ids.push(live[0]!.id);
    else if (live.length > 1) problems.push({ name, kind: 'ambiguous', count: live.length });
    else if (found.length) problems.push({ name, kind: 'deleted' });
    else problems.push({ name, kind: 'unknown' });
  }
  return { ids: [...new Set(ids)], problems };
}
