import { searchKey } from '../common/text.rules';
import { FM_IMPORT_MSG as M } from './fm-import.messages';
import type { FmRow } from './fm-table.rules';
import { fmValueInPesos } from './fm-value.rules';

/**
 * What an FM row would change in the league (docs/decisions/019-football-manager-import.md): one
 * tickable change per field, each with an id the apply request names. Only players of teams
 * outside the league (and free agents) follow FM's club: a Primera or Segunda squad is the
 * manager's, whatever club FM shows; a club the league has not (or has in Primera or Segunda)
 * sends the player to the free agents.
 */
export type FmTeam = { id: number; name: string; division: string | null };
export type FmPlayer = { id: number; name: string; team: FmTeam; ca: number; pa: number; age: number; value: number };
export type FmMatch = 'uid' | 'name_club' | 'none';
export const FM_CHANGE_FIELDS = ['new', 'link', 'ca', 'pa', 'age', 'value', 'club'] as const;
export type FmChangeField = (typeof FM_CHANGE_FIELDS)[number];
export type FmChange = {
  id: string;
  field: FmChangeField;
  from: string | number | null;
  to: string | number | null;
  /** False: shown so the Admin knows, but nothing to apply (the note says why). */
  applicable: boolean;
  note: string | null;
  /** The league player a link or a change is about. */
  id_player: number | null;
  /** The team a new player joins or a moved player goes to. */
  id_team: number | null;
};

/** FM's texts for a player without a club: he matches, and goes to, the free-agent team. */
const UNATTACHED = new Set(['', '-', 'unattached', 'free agent', 'sin equipo', 'sin club', 'libre', 'agente libre', 'agentes libres']);

export type FmLeague = {
  /** Every team, by searchKey(name). */
  teamsByKey: ReadonlyMap<string, FmTeam>;
  freeAgents: FmTeam;
  /** Pesos per unit of FM's currency (the season's fm_value_factor). */
  valueFactor: number;
};

/** The league team FM's club names, if any: the free agents for "Unattached". */
export function fmClubTeam(club: string, league: FmLeague): FmTeam | null {
  const key = searchKey(club);
  if (UNATTACHED.has(key)) return league.freeAgents;
  return league.teamsByKey.get(key) ?? null;
}

/** Whether a league player and an FM row are at the same club (the name-and-club match). */
export function sameClub(player: FmPlayer, club: string, league: FmLeague): boolean {
  return fmClubTeam(club, league)?.id === player.team.id;
}

/** The value the row gives the player in pesos, or null when FM shows none. */
export function fmRowPesos(row: FmRow, league: FmLeague): number | null {
  return row.value.kind === 'amount' ? fmValueInPesos(row.value.amount, league.valueFactor) : null;
}

const change = (c: Omit<FmChange, 'applicable' | 'note' | 'id_player' | 'id_team'> & Partial<FmChange>): FmChange => ({
  applicable: true,
  note: null,
  id_player: null,
  id_team: null,
  ...c,
});

/** The changes of a row matched to a league player (by UID, or by name and club: then a link too). */
export function matchedRowChanges(row: FmRow, player: FmPlayer, match: Exclude<FmMatch, 'none'>, league: FmLeague): FmChange[] {
  const id = (field: string) => `${row.uid}:${field}`;
  const out: FmChange[] = [];
  const base = { id_player: player.id };
  if (match === 'name_club') out.push(change({ ...base, id: id(`link:${player.id}`), field: 'link', from: null, to: row.uid }));
  for (const field of ['ca', 'pa', 'age'] as const) {
    if (row[field] !== player[field]) out.push(change({ ...base, id: id(field), field, from: player[field], to: row[field] }));
  }
  const pesos = fmRowPesos(row, league);
  if (pesos !== null && pesos !== player.value) out.push(change({ ...base, id: id('value'), field: 'value', from: player.value, to: pesos }));
  const home = fmHome(row.club, league);
  if (player.team.division === null && home.team.id !== player.team.id) {
    out.push(change({ ...base, id: id('club'), field: 'club', from: player.team.name, to: home.team.name, note: home.note, id_team: home.team.id }));
  }
  return out;
}

/**
 * Where FM's club puts a player outside the league's squads: that team when the league has it
 * outside Primera and Segunda, else the free agents (with a note saying why).
 */
export function fmHome(club: string, league: FmLeague): { team: FmTeam; note: string | null } {
  const team = fmClubTeam(club, league);
  if (!team) return { team: league.freeAgents, note: M.clubNotInLeague(club) };
  if (team.division !== null) return { team: league.freeAgents, note: M.leagueTeamByMarket(team.name) };
  return { team, note: null };
}

/**
 * The changes of a row no league player matches: create it (at FM's club when that is a team
 * outside the league, else with the free agents) or say it is one of the closest candidates.
 */
export function unmatchedRowChanges(row: FmRow, candidates: readonly FmPlayer[], league: FmLeague): FmChange[] {
  const home = fmHome(row.club, league);
  return [
    change({ id: `${row.uid}:new`, field: 'new', from: null, to: home.team.name, note: home.note, id_team: home.team.id }),
    ...candidates.map((c) => change({ id: `${row.uid}:link:${c.id}`, field: 'link', from: M.linkTo(c.name, c.team.name), to: row.uid, id_player: c.id })),
  ];
}
