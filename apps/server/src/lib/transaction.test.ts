import { MSG } from '@superliga/league';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { AppError, conflict } from './errors';
import { MAX_ATTEMPTS, moneyTransaction, pgErrorCode } from './transaction';

/** A database whose transactions run `work` with a dummy tx; `failures` makes the first ones abort like PostgreSQL. */
function fakeDb(failures: unknown[]) {
  let runs = 0;
  const db = {
    transaction: async (work: (tx: never) => Promise<unknown>) => {
      runs++;
      const failure = failures.shift();
      if (failure) throw failure;
      return work({} as never);
    },
  } as unknown as Pick<Db, 'transaction'>;
  return { db, runs: () => runs };
}

/** How Drizzle hands over a driver error: its own error with the driver's as `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: update users …'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('pgErrorCode', () => {
  it.each([
    ['a driver error', Object.assign(new Error('x'), { code: '40P01' }), '40P01'],
    ['a wrapped driver error', wrapped('40001'), '40001'],
    ['a refusal', conflict('no'), undefined],
    ['not an error', 'texto', undefined],
  ])('%s', (_name, err, code) => expect(pgErrorCode(err)).toBe(code));
});

describe('moneyTransaction', () => {
  it('runs again after an injected deadlock (40P01) and answers what the last run returned', async () => {
    const { db, runs } = fakeDb([wrapped('40P01')]);
    await expect(moneyTransaction(db, async () => 'hecho')).resolves.toBe('hecho');
    expect(runs()).toBe(2);
  });

  it('runs again after serialization failures (40001), up to the limit', async () => {
    const { db, runs } = fakeDb(Array.from({ length: MAX_ATTEMPTS - 1 }, () => wrapped('40001')));
    await expect(moneyTransaction(db, async () => 7)).resolves.toBe(7);
    expect(runs()).toBe(MAX_ATTEMPTS);
  });

  it('answers 409 with the Spanish message once every attempt deadlocked, never the database error', async () => {
    const { db, runs } = fakeDb(Array.from({ length: 10 }, () => wrapped('40P01')));
    const err = await moneyTransaction(db, async () => 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, message: MSG.busyConflict });
    expect(runs()).toBe(MAX_ATTEMPTS);
  });

  it('lets any other error through at once (a refusal, a unique violation)', async () => {
    const refusal = conflict('Oferta cerrada.');
    const first = fakeDb([refusal]);
    await expect(moneyTransaction(first.db, async () => 1)).rejects.toBe(refusal);
    expect(first.runs()).toBe(1);
    const unique = wrapped('23505');
    const second = fakeDb([unique]);
    await expect(moneyTransaction(second.db, async () => 1)).rejects.toBe(unique);
    expect(second.runs()).toBe(1);
  });
});
