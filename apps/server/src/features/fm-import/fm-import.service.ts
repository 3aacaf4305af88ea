import {
  FM_IMPORT_MSG as M,
  fmRowPesos,
  matchedRowChanges,
  mergeFmRows,
  readFmTable,
  sameClub,
  searchKey,
  unmatchedRowChanges,
  type FmChange,
  type FmImport,
  type FmImportApplyBody,
  type FmImportPreview,
  type FmImportPreviewBody,
  type FmImportResult,
  type FmImportRow,
  type FmLeague,
  type FmMatch,
  type FmRow,
  type FmRowError,
  type FmTeam,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { actingUserId, type ServiceContext } from '../../lib/context';
import { refuse, refuseFields } from '../../lib/errors';
import { moneyTransaction } from '../../lib/transaction';
import { editPlayerIn, insertPlayerIn, type PlayerEdit } from '../../market/players/player-edit';
import { lockPlayers } from '../../market/players/player-reservations';
import { currentSeasonRules } from '../season-rules/season-rules.service';
import { freeAgentTeamId } from '../settings/settings.service';
import { fmExportTable } from './html-table';
import { recordAudit } from '../audit/audit.service';
import * as repo from './fm-import.repository';

/** Candidates shown for a row no player matches. */
const CANDIDATES = 3;
/** Imports listed on the screen. */
const HISTORY = 20;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

type PlannedRow = FmImportRow & { source: FmRow; match: FmMatch };
type Plan = { preview: FmImportPreview; rows: PlannedRow[]; freeAgentsId: number };

/**
 * Every file read and checked before anything is matched: one malformed row anywhere refuses the
 * whole import (422, each row named with all that is wrong with it), so nothing is half-imported.
 */
function readFiles(files: FmImportPreviewBody['files']) {
  const errors: FmRowError[] = [];
  const rows: FmRow[] = [];
  const perFile = files.map((f) => {
    const table = fmExportTable(f.html);
    if (!table) {
      errors.push({ where: f.name, messages: [M.noTable(f.name)] });
      return { name: f.name, rows: 0 };
    }
    const read = readFmTable(f.name, table);
    errors.push(...read.errors);
    rows.push(...read.rows);
    return { name: f.name, rows: read.rows.length + read.errors.length };
  });
  const merged = mergeFmRows(rows);
  errors.push(...merged.errors);
  if (errors.length) {
    const byWhere: Record<string, string[]> = {};
    for (const e of errors) (byWhere[e.where] ??= []).push(...e.messages);
    throw refuseFields('fm_import.row_errors', byWhere, M.rowErrors);
  }
  return { perFile, rowsRead: rows.length, merged };
}

const playerRef = (p: repo.LeaguePlayer) => ({ id: p.id, name: p.name, team: { id: p.team.id, name: p.team.name } });

/** The dry run (docs/decisions/019-football-manager-import.md): each row matched by UID, else by name and club. */
async function plan(db: DbOrTx, files: FmImportPreviewBody['files']): Promise<Plan> {
  const { perFile, rowsRead, merged } = readFiles(files);
  const [teams, freeAgentsId, rules] = await Promise.all([repo.allTeams(db), freeAgentTeamId(db), currentSeasonRules(db)]);
  const teamsByKey = new Map<string, FmTeam>(teams.map((t) => [searchKey(t.name), t]));
  const freeAgents = teams.find((t) => t.id === freeAgentsId) ?? { id: freeAgentsId, name: M.freeAgents, division: null };
  const league: FmLeague = { teamsByKey, freeAgents, valueFactor: rules.fm_value_factor };

  const byUid = new Map(
    (
      await repo.playersByFmUid(
        db,
        merged.rows.map((r) => r.uid),
      )
    ).map((p) => [p.fmUid!, p]),
  );
  const rest = merged.rows.filter((r) => !byUid.has(r.uid));
  const sameName = groupBy(await repo.playersBySearchName(db, [...new Set(rest.map((r) => searchKey(r.name)))]), (p) => p.searchName);
  const matches = new Map<number, { player: repo.LeaguePlayer; match: Exclude<FmMatch, 'none'> } | { candidates: repo.LeaguePlayer[] }>();
  const lookUp: FmRow[] = [];
  for (const row of merged.rows) {
    const known = byUid.get(row.uid);
    if (known) {
      matches.set(row.uid, { player: known, match: 'uid' });
      continue;
    }
    const named = (sameName.get(searchKey(row.name)) ?? []).filter((p) => p.fmUid === null);
    const atClub = named.filter((p) => sameClub(p, row.club, league));
    if (atClub.length === 1) matches.set(row.uid, { player: atClub[0]!, match: 'name_club' });
    else if (atClub.length > 1) matches.set(row.uid, { candidates: atClub });
    else lookUp.push(row);
  }
  const closest = groupBy(await repo.closestUnlinked(db, [...new Set(lookUp.map((r) => searchKey(r.name)))], CANDIDATES), (c) => c.key);
  const similarity = new Map<string, number>();
  for (const row of lookUp) {
    const found = closest.get(searchKey(row.name)) ?? [];
    for (const c of found) similarity.set(`${row.uid}:${c.player.id}`, c.similarity);
    matches.set(row.uid, { candidates: found.map((c) => c.player) });
  }

  let unchanged = 0;
  const rows: PlannedRow[] = [];
  for (const row of merged.rows) {
    const m = matches.get(row.uid)!;
    const changes = 'player' in m ? matchedRowChanges(row, m.player, m.match, league) : unmatchedRowChanges(row, m.candidates, league);
    if (!changes.length) {
      unchanged++;
      continue;
    }
    rows.push({
      source: row,
      uid: row.uid,
      name: row.name,
      club: row.club,
      age: row.age,
      ca: row.ca,
      pa: row.pa,
      value: fmRowPesos(row, league),
      value_text: row.valueText,
      nationality: row.nationality,
      positions: row.positions,
      file: row.file,
      row: row.row,
      match: 'player' in m ? m.match : 'none',
      player: 'player' in m ? playerRef(m.player) : null,
      candidates: 'player' in m ? [] : m.candidates.map((c) => ({ ...playerRef(c), similarity: similarity.get(`${row.uid}:${c.id}`) ?? 1 })),
      changes,
    });
  }
  const preview: FmImportPreview = {
    files: perFile,
    rows_read: rowsRead,
    duplicates: merged.duplicates,
    unchanged,
    currency: merged.currency,
    value_factor: league.valueFactor,
    rows: rows.map(({ source: _source, ...row }) => row),
  };
  return { preview, rows, freeAgentsId };
}

/** `POST /fm-imports/preview` (Admin): what the files would change; nothing is written. */
export async function previewImport(ctx: ServiceContext, body: FmImportPreviewBody): Promise<FmImportPreview> {
  return (await plan(ctx.db, body.files)).preview;
}

/** The status a player moved by FM gets: free agents are 'liberado'; leaving them, 'registrado'. */
const statusAfterMove = (current: string, toFreeAgents: boolean) => (toFreeAgents ? 'liberado' : current === 'liberado' ? 'registrado' : undefined);

/**
 * `POST /fm-imports` (Admin): the ticked changes, exactly those, in one transaction with the record
 * of who imported what. The files are read and matched again inside it: a ticked change that the
 * files and the league no longer give (someone edited a player meanwhile) refuses the whole import.
 */
export async function applyImport(ctx: ServiceContext, body: FmImportApplyBody): Promise<FmImportResult> {
  const ticked = new Set(body.apply);
  const id = await moneyTransaction(ctx.db, async (tx) => {
    const { rows, freeAgentsId } = await plan(tx, body.files);
    const chosen = new Map<number, { row: PlannedRow; changes: FmChange[] }>();
    let found = 0;
    for (const row of rows) {
      const changes = row.changes.filter((c) => ticked.has(c.id));
      if (changes.some((c) => !c.applicable)) throw refuse('fm_import.stale_ticks');
      found += changes.length;
      if (changes.length) chosen.set(row.uid, { row, changes });
    }
    if (found !== ticked.size) throw refuse('fm_import.stale_ticks');
    refuseContradictions(chosen);
    // The player rows are the first lock of the writes (docs/decisions/009-market-hardening.md), by id.
    const touched = [...chosen.values()].flatMap(({ row, changes }) =>
      changes.some((c) => c.field === 'new') ? [] : [changes.find((c) => c.field === 'link')?.id_player ?? row.player!.id],
    );
    const locked = new Map((await lockPlayers(tx, touched)).map((p) => [p.id, p]));

    const applied: { id: string; field: FmChange['field']; id_player: number; player: string; from: FmChange['from']; to: FmChange['to'] }[] = [];
    const counts = { rows: rows.length, applied: 0, created: 0, linked: 0, updated: 0, moved: 0 };
    for (const { row, changes } of chosen.values()) {
      const src = row.source;
      const created = changes.find((c) => c.field === 'new');
      if (created) {
        const teamId = created.id_team!;
        const playerId = await insertPlayerIn(tx, {
          name: src.name,
          teamId,
          status: teamId === freeAgentsId ? 'liberado' : 'registrado',
          value: row.value ?? 0,
          ca: src.ca,
          pa: src.pa,
          age: src.age,
          fmUid: src.uid,
        });
        applied.push({ id: created.id, field: 'new', id_player: playerId, player: src.name, from: null, to: created.to });
        counts.created++;
        continue;
      }
      const link = changes.find((c) => c.field === 'link');
      const playerId = link?.id_player ?? row.player!.id;
      const edit: PlayerEdit = {};
      for (const c of changes) {
        if (c.field === 'link') edit.fmUid = src.uid;
        else if (c.field === 'club') {
          edit.teamId = c.id_team!;
          const status = statusAfterMove(locked.get(playerId)?.status ?? '', c.id_team === freeAgentsId);
          if (status) edit.status = status;
        } else if (c.field !== 'new') edit[c.field] = c.to as number;
      }
      const before = await editPlayerIn(tx, playerId, edit);
      for (const c of changes) applied.push({ id: c.id, field: c.field, id_player: playerId, player: before.name, from: c.from, to: c.to });
      if (link) counts.linked++;
      if (edit.teamId !== undefined) counts.moved++;
      if (changes.some((c) => c.field !== 'link' && c.field !== 'club')) counts.updated++;
    }
    counts.applied = applied.length;
    const importId = await repo.insertImport(tx, {
      importedBy: actingUserId(ctx.actor),
      importedAt: ctx.clock.now(),
      fileNames: body.files.map((f) => f.name),
      counts,
      changes: applied,
    });
    // The import's own record keeps every change; the log keeps that it happened, and its counts (docs/decisions/022-audit-log.md).
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'import.fm',
      at: ctx.clock.now(),
      reference: `fm-import:${importId}`,
      after: { files: body.files.map((f) => f.name), ...counts },
    });
    return importId;
  });
  const record = presentImport((await repo.findImport(ctx.db, id))!);
  return { ...record, message: M.applied(record.counts.applied) };
}

/** A row is taken one way (created, or linked to one player), and a player stands for one row. */
function refuseContradictions(chosen: Map<number, { row: PlannedRow; changes: FmChange[] }>) {
  const players = new Map<number, number>();
  for (const { row, changes } of chosen.values()) {
    const ways = changes.filter((c) => c.field === 'new' || (c.field === 'link' && row.match === 'none'));
    if (ways.length > 1) throw refuse('fm_import.conflicting_ticks', row.name);
    const playerId = changes.find((c) => c.field === 'link')?.id_player ?? row.player?.id;
    if (playerId === undefined || changes.some((c) => c.field === 'new')) continue;
    const other = players.get(playerId);
    if (other !== undefined && other !== row.uid)
      throw refuse('fm_import.same_player_twice', row.player?.name ?? row.candidates.find((c) => c.id === playerId)?.name ?? row.name);
    players.set(playerId, row.uid);
  }
}

function presentImport(r: repo.ImportRow): FmImport {
  return {
    id: r.id,
    imported_by: r.userId === null ? null : { id: r.userId, name: r.userName! },
    imported_at: r.importedAt.toISOString(),
    file_names: r.fileNames as string[],
    counts: r.counts as FmImport['counts'],
    changes: r.changes as FmImport['changes'],
  };
}

/** `GET /fm-imports` (Admin): who imported what, newest first. */
export async function listImports(db: DbOrTx) {
  return { data: (await repo.listImports(db, HISTORY)).map(presentImport) };
}
