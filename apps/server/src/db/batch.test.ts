import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { inlined, literal, runInOrder, runOne, shapeNames, statement, written } from './batch';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const echo = (value: unknown, cast: string) => statement(sql`select ${value}::${sql.raw(cast)} as v`, ([row]) => row!.v);

// Each value goes in as a parameter (one statement) and as a literal (several in one call): the
// database must read the same thing both ways.
const VALUES: [string, unknown, string][] = [
  ['a plain text', 'Juan Pérez', 'text'],
  ['a quote', "O'Brien", 'text'],
  ['a backslash', 'C:\\equipo\\nuevo', 'text'],
  ['what looks like a parameter', 'cuesta $1', 'text'],
  ['an accent and an emoji', 'Ñandú ⚽', 'text'],
  ['a negative integer', -42, 'int'],
  ['money above 2^31', 5_000_000_000_000, 'bigint'],
  ['a decimal', 2.1, 'numeric'],
  ['true', true, 'boolean'],
  ['null', null, 'text'],
  ['a date', new Date('2026-11-24T18:00:00.123Z'), 'timestamptz'],
  ['a JSON object', { id: 3, name: "d'Alessandro" }, 'jsonb'],
];

describe('runInOrder', () => {
  it.each(VALUES)('reads %s the same as a parameter', async (_label, value, cast) => {
    const alone = await runOne(database.db, echo(value, cast));
    const together = await database.db.transaction((tx) => runInOrder(tx, [echo(value, cast), echo(value, cast)] as const));
    expect(together).toEqual([alone, alone]);
  });

  it('runs the statements in order, each seeing what the one before wrote', async () => {
    const [, , count] = await database.db.transaction((tx) =>
      runInOrder(tx, [
        statement(sql`create temporary table batch_seen (n int) on commit drop`, () => undefined),
        statement(sql`insert into batch_seen values (${1}), (${2})`, () => undefined),
        statement(sql`select count(*)::int as n from batch_seen where n in ${[1, 2, 3]}`, ([row]) => row!.n),
      ] as const),
    );
    expect(count).toBe(2);
  });

  it('fails the call when a statement fails, and the transaction keeps none of it', async () => {
    await database.db.execute(sql`create table if not exists batch_kept (n int primary key)`);
    await expect(
      database.db.transaction((tx) =>
        runInOrder(tx, [
          statement(sql`insert into batch_kept values (${7})`, () => undefined),
          statement(sql`insert into batch_kept values (${7})`, () => undefined),
        ] as const),
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = (await database.db.execute(sql`select count(*)::int as n from batch_kept`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe('inlined', () => {
  it('replaces each parameter with its literal, never inside quotes', () => {
    const text = inlined(sql`select "a$1", '$2' as x, ${5} as n, ${"l'x"} as s, ${null} as z`);
    expect(text).toBe(`select "a$1", '$2' as x, '5' as n, 'l''x' as s, NULL as z`);
  });

  it('leaves comments as they are, quotes in them included', () => {
    const text = inlined(sql`select ${1} -- the team's $1\n, ${2} /* it's $2 */`);
    expect(text).toBe(`select '1' -- the team's $1\n, '2' /* it's $2 */`);
  });

  it('refuses what it cannot write as a literal', () => {
    // A NUL is refused as PostgreSQL refuses it in a parameter: a data error (22021), a 422 for the client.
    expect(() => literal('a\u0000b')).toThrow(expect.objectContaining({ code: '22021' }));
    expect(() => literal(Buffer.from('x'))).toThrow();
  });
});

describe('written', () => {
  const query = (userId: unknown, kind: unknown) => sql`select ${userId} as u, 'fixed $1' as f, ${'open'} as s, ${kind} as k, ${userId} as again`;
  const byPlaceholder = () => query(sql.placeholder('userId'), sql.placeholder('kind'));

  it('sends the same text as the statement built with its values, the fixed values in place', () => {
    for (const [userId, kind] of [
      [7, "it's"],
      [12, null],
      [3, 'x'],
    ] as const) {
      const s = written('written-test', byPlaceholder, { userId, kind }, (rows) => rows);
      expect(s.text).toBe(inlined(query(userId, kind)));
    }
  });

  it('writes each shape once: a later build is not called (in production, where shape names are not checked)', () => {
    let builds = 0;
    const build = () => {
      builds++;
      return byPlaceholder();
    };
    shapeNames.checked = false;
    try {
      written('written-once', build, { userId: 1, kind: 'a' }, (rows) => rows);
      const second = written('written-once', build, { userId: 2, kind: 'b' }, (rows) => rows);
      expect(builds).toBe(1);
      expect(second.text).toBe(inlined(query(2, 'b')));
    } finally {
      shapeNames.checked = true;
    }
  });

  it('refuses, in tests, a second statement under a shape name already taken by another', () => {
    written('written-taken', byPlaceholder, { userId: 1, kind: 'a' }, (rows) => rows);
    expect(() =>
      written(
        'written-taken',
        () => sql`select ${sql.placeholder('userId')} as other`,
        { userId: 1 },
        (rows) => rows,
      ),
    ).toThrow(/mismo nombre de forma: written-taken/);
  });

  it('refuses a call without one of its values', () => {
    expect(() => written('written-missing', byPlaceholder, { userId: 1 }, (rows) => rows)).toThrow(/kind/);
  });

  it('reads the same rows as the plain statement, alone and in a batch', async () => {
    const read = ([row]: Record<string, unknown>[]) => row;
    const plain = statement(query(5, 'b'), read);
    const fast = written('written-read', byPlaceholder, { userId: 5, kind: 'b' }, read);
    expect(await runOne(database.db, fast)).toEqual(await runOne(database.db, plain));
    expect(await runInOrder(database.db, [fast, plain] as const)).toEqual([await runOne(database.db, plain), await runOne(database.db, plain)]);
  });
});
