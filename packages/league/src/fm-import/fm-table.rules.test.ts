import { describe, expect, it } from 'vitest';
import { FM_IMPORT_MSG as M } from './fm-import.messages';
import { fmColumnIndexes, mergeFmRows, readFmTable, type FmRow } from './fm-table.rules';

const HEADERS = ['Inf', 'Name', 'UID', 'Age', 'Club', 'CA', 'PA', 'Transfer Value', 'Nat', 'Position'];
const row = (name: string, uid: string, age: string, club: string, ca: string, pa: string, value: string) => [
  '',
  name,
  uid,
  age,
  club,
  ca,
  pa,
  value,
  'ARG',
  'DC',
];

describe('fmColumnIndexes', () => {
  it.each([
    [HEADERS, { name: 1, uid: 2, age: 3, club: 4, ca: 5, pa: 6, value: 7, nationality: 8, positions: 9 }, []],
    [
      ['Nombre', 'UID', 'Edad', 'Club', 'CA', 'PA', 'Valor de traspaso', 'Nacionalidad', 'Posición'],
      { name: 0, uid: 1, age: 2, club: 3, ca: 4, pa: 5, value: 6, nationality: 7, positions: 8 },
      [],
    ],
    [[' name ', 'CA', 'PA'], { name: 0, ca: 1, pa: 2 }, ['uid', 'age', 'club', 'value']],
  ])('%j', (headers, indexes, missing) => {
    expect(fmColumnIndexes(headers)).toEqual({ indexes, missing });
  });
});

describe('readFmTable', () => {
  it('reads every row, accents and all, skipping blank rows', () => {
    const { rows, errors } = readFmTable('a.html', [
      HEADERS,
      row('Ángel Di María', '8010123', '36', 'Rosario Central', '150', '150', '€1.2M'),
      ['', '', '', '', '', '', '', '', '', ''],
      row('  Iñaki  Peña ', '2000456', '25', 'Barcelona', '130', '140', 'Not for sale'),
    ]);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.name, r.uid, r.age, r.club, r.ca, r.pa, r.value, r.row])).toEqual([
      ['Ángel Di María', 8010123, 36, 'Rosario Central', 150, 150, { kind: 'amount', currency: '€', amount: 1_200_000 }, 1],
      ['Iñaki Peña', 2000456, 25, 'Barcelona', 130, 140, { kind: 'none' }, 3],
    ]);
  });

  it.each([
    [['', 'Juan Pérez', 'x1', '25', 'Boca', '120', '130', '€1M', 'ARG'], 'a.html, fila 1', [M.cellCount(9, 10)]],
    [row('Juan Pérez', 'x1', '25', 'Boca', '120', '130', '€1M'), 'a.html, fila 1 (Juan Pérez)', [M.badUid('x1')]],
    [row('', '1', '25', 'Boca', 'ciento', '130', 'mucho'), 'a.html, fila 1', [M.badName, M.badInt('CA', 'ciento', 1, 200), M.badValue('mucho')]],
    [row('Juan Pérez', '1', '9', 'Boca', '120', '201', '€1M'), 'a.html, fila 1 (Juan Pérez)', [M.badInt('Edad', '9', 10, 60), M.badInt('PA', '201', 1, 200)]],
  ])('a malformed row is reported with all that is wrong: %j', (cells, where, messages) => {
    expect(readFmTable('a.html', [HEADERS, cells])).toEqual({ rows: [], errors: [{ where, messages }] });
  });

  it('a table without the needed columns is refused as a whole', () => {
    expect(
      readFmTable('b.html', [
        ['Name', 'Age'],
        ['Juan', '20'],
      ]).errors,
    ).toEqual([{ where: 'b.html', messages: [M.missingColumns('b.html', ['UID', 'Club', 'CA', 'PA', 'Transfer Value'])] }]);
    expect(readFmTable('c.html', []).errors).toEqual([{ where: 'c.html', messages: [M.noTable('c.html')] }]);
  });
});

describe('mergeFmRows', () => {
  const fm = (over: Partial<FmRow>): FmRow => ({
    uid: 1,
    name: 'Juan Pérez',
    club: 'Boca Juniors',
    age: 25,
    ca: 120,
    pa: 130,
    value: { kind: 'amount', currency: '€', amount: 1_000_000 },
    valueText: '€1M',
    nationality: 'ARG',
    positions: 'DC',
    file: 'a.html',
    row: 1,
    ...over,
  });

  it('keeps one of identical repeats and counts the others', () => {
    const merged = mergeFmRows([fm({}), fm({ file: 'b.html', row: 4, club: 'BOCA JUNIORS' }), fm({ uid: 2, name: 'Otro', row: 2 })]);
    expect([merged.rows.map((r) => r.uid), merged.duplicates, merged.currency, merged.errors]).toEqual([[1, 2], 1, '€', []]);
  });

  it('a repeat with other data and a value in another currency are errors', () => {
    const merged = mergeFmRows([
      fm({}),
      fm({ file: 'b.html', row: 4, ca: 121 }),
      fm({ uid: 3, name: 'Tomás', row: 5, value: { kind: 'amount', currency: '£', amount: 5 }, valueText: '£5' }),
      fm({ uid: 4, name: 'Sin valor', row: 6, value: { kind: 'none' }, valueText: '-' }),
    ]);
    expect(merged.rows.map((r) => r.uid)).toEqual([1, 4]);
    expect(merged.errors).toEqual([
      { where: 'b.html, fila 4 (Juan Pérez)', messages: [M.duplicateDiffers(1, 'a.html, fila 1')] },
      { where: 'a.html, fila 5 (Tomás)', messages: [M.otherCurrency('£5', '€')] },
    ]);
  });
});
