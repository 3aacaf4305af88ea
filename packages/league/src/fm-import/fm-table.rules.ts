import { searchKey } from '../common/text.rules';
import { FM_IMPORT_MSG as M } from './fm-import.messages';
import { parseFmInt, parseFmMoney, parseFmUid, type FmCurrency, type FmMoney } from './fm-value.rules';

/**
 * The rows of an FM "print screen to web page" export of a player view, read from its table's
 * cell texts (the server's HTML parser gives them). Columns are found by their header, in English
 * or Spanish FM, in any order; columns not listed here ("Inf", "Wage", …) are ignored.
 */
export const FM_COLUMNS = {
  name: ['name', 'nombre', 'player', 'jugador'],
  uid: ['uid', 'unique id', 'id unico'],
  age: ['age', 'edad'],
  club: ['club', 'team', 'equipo'],
  ca: ['ca', 'current ability', 'habilidad actual', 'ha'],
  pa: ['pa', 'potential ability', 'habilidad potencial', 'hp'],
  value: ['transfer value', 'value', 'valor de traspaso', 'valor de transferencia', 'valor'],
  nationality: ['nat', 'nationality', 'nac', 'nacionalidad'],
  positions: ['position', 'positions', 'pos', 'posicion', 'posiciones'],
} as const;
export type FmColumn = keyof typeof FM_COLUMNS;
/** Without these the import cannot tell who the player is or what changed. */
export const REQUIRED_FM_COLUMNS: readonly FmColumn[] = ['name', 'uid', 'age', 'club', 'ca', 'pa', 'value'];
/** How the missing-columns message names them (FM's English headers). */
const COLUMN_TITLES: Record<FmColumn, string> = {
  name: 'Name',
  uid: 'UID',
  age: 'Age',
  club: 'Club',
  ca: 'CA',
  pa: 'PA',
  value: 'Transfer Value',
  nationality: 'Nat',
  positions: 'Position',
};

export const FM_AGE = { min: 10, max: 60 } as const;
export const FM_ABILITY = { min: 1, max: 200 } as const;

export type FmRow = {
  uid: number;
  name: string;
  club: string;
  age: number;
  ca: number;
  pa: number;
  value: FmMoney;
  /** The raw value text, shown beside the pesos it became. */
  valueText: string;
  nationality: string;
  positions: string;
  file: string;
  /** 1 = the first row under the header. */
  row: number;
};
export type FmRowError = { where: string; messages: string[] };

/** Which cell holds each known column; null when a required one is missing. */
export function fmColumnIndexes(headers: readonly string[]): { indexes: Partial<Record<FmColumn, number>>; missing: FmColumn[] } {
  const keys = headers.map((h) => searchKey(h));
  const indexes: Partial<Record<FmColumn, number>> = {};
  for (const [column, aliases] of Object.entries(FM_COLUMNS) as [FmColumn, readonly string[]][]) {
    const at = keys.findIndex((k) => (aliases as readonly string[]).includes(k));
    if (at >= 0) indexes[column] = at;
  }
  return { indexes, missing: REQUIRED_FM_COLUMNS.filter((c) => indexes[c] === undefined) };
}

/**
 * One export's table (its header row first) to rows, every malformed row reported with all that
 * is wrong with it. Blank rows (FM ends some tables with one) are skipped.
 */
export function readFmTable(file: string, table: readonly (readonly string[])[]): { rows: FmRow[]; errors: FmRowError[] } {
  const [headers, ...body] = table;
  if (!headers || headers.length === 0) return { rows: [], errors: [{ where: file, messages: [M.noTable(file)] }] };
  const { indexes, missing } = fmColumnIndexes(headers);
  if (missing.length)
    return {
      rows: [],
      errors: [
        {
          where: file,
          messages: [
            M.missingColumns(
              file,
              missing.map((c) => COLUMN_TITLES[c]),
            ),
          ],
        },
      ],
    };
  const rows: FmRow[] = [];
  const errors: FmRowError[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const where = M.rowAt(file, i + 1);
    const problems: string[] = [];
    if (cells.length !== headers.length) {
      errors.push({ where, messages: [M.cellCount(cells.length, headers.length)] });
      return;
    }
    const cell = (c: FmColumn) => (indexes[c] === undefined ? '' : (cells[indexes[c]!] ?? '').replace(/\s+/g, ' ').trim());
    const name = cell('name');
    if (!name) problems.push(M.badName);
    const uid = parseFmUid(cell('uid'));
    if (uid === null) problems.push(M.badUid(cell('uid')));
    const age = parseFmInt(cell('age'), FM_AGE.min, FM_AGE.max);
    if (age === null) problems.push(M.badInt('Edad', cell('age'), FM_AGE.min, FM_AGE.max));
    const ca = parseFmInt(cell('ca'), FM_ABILITY.min, FM_ABILITY.max);
    if (ca === null) problems.push(M.badInt('CA', cell('ca'), FM_ABILITY.min, FM_ABILITY.max));
    const pa = parseFmInt(cell('pa'), FM_ABILITY.min, FM_ABILITY.max);
    if (pa === null) problems.push(M.badInt('PA', cell('pa'), FM_ABILITY.min, FM_ABILITY.max));
    const value = parseFmMoney(cell('value'));
    if (value === null) problems.push(M.badValue(cell('value')));
    if (problems.length) {
      errors.push({ where: name ? `${where} (${name})` : where, messages: problems });
      return;
    }
    rows.push({
      uid: uid!,
      name,
      club: cell('club'),
      age: age!,
      ca: ca!,
      pa: pa!,
      value: value!,
      valueText: cell('value'),
      nationality: cell('nationality'),
      positions: cell('positions'),
      file,
      row: i + 1,
    });
  });
  return { rows, errors };
}

const sameData = (a: FmRow, b: FmRow) =>
  a.name === b.name &&
  searchKey(a.club) === searchKey(b.club) &&
  a.age === b.age &&
  a.ca === b.ca &&
  a.pa === b.pa &&
  JSON.stringify(a.value) === JSON.stringify(b.value);

/**
 * The rows of every file, each FM player once: a repeat with the same data is dropped (views
 * overlap), a repeat with other data is an error, and so is a value in another currency than the
 * rest (FM prints every value of a game in one currency).
 */
export function mergeFmRows(rows: readonly FmRow[]): { rows: FmRow[]; duplicates: number; currency: FmCurrency | null; errors: FmRowError[] } {
  const byUid = new Map<number, FmRow>();
  const errors: FmRowError[] = [];
  let duplicates = 0;
  let currency: FmCurrency | null = null;
  for (const row of rows) {
    const where = `${M.rowAt(row.file, row.row)} (${row.name})`;
    const first = byUid.get(row.uid);
    if (first) {
      if (sameData(first, row)) duplicates++;
      else errors.push({ where, messages: [M.duplicateDiffers(row.uid, M.rowAt(first.file, first.row))] });
      continue;
    }
    if (row.value.kind === 'amount' && row.value.currency) {
      currency ??= row.value.currency;
      if (row.value.currency !== currency) {
        errors.push({ where, messages: [M.otherCurrency(row.valueText, currency)] });
        continue;
      }
    }
    byUid.set(row.uid, row);
  }
  return { rows: [...byUid.values()], duplicates, currency, errors };
}
