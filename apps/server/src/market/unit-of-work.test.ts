import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import type { Database } from '../db/client';
import { closeEvents, publish, subscribe, type LiveEvent } from '../lib/events';
import { moneyTransaction } from '../lib/transaction';
import type { KeyClaim } from '../plugins/idempotency.repository';
import { runUnitOfWork } from './unit-of-work';

/** The unit of work called directly (docs/decisions/043-the-unit-of-work.md), on a fresh database. */
let database: Database;
let userId: number;
const heard: LiveEvent[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db)).user.id;
  await database.db.execute(sql`create table unit_probe (label text not null)`);
  unsubscribe = await subscribe({ database }, (event) => heard.push(event));
});

afterAll(async () => {
  unsubscribe();
  await closeEvents(database);
  await database.close();
});

let keys = 0;
const claimOf = (key = `unit-${++keys}`, fingerprint = 'f'): KeyClaim => {
  const now = new Date();
  return { userId, key, fingerprint, now, expiresAt: new Date(now.getTime() + 60_000) };
};
const bid = (bid_id: number): LiveEvent => ({ type: 'auction.bid', payload: { auction_id: 1, id_player: 1, bid_id } });
const bidsHeard = () => heard.flatMap((e) => (e.type === 'auction.bid' ? [e.payload.bid_id] : []));
const labels = async () =>
  ((await database.db.execute(sql`select label from unit_probe order by label`)) as unknown as { rows: { label: string }[] }).rows.map((r) => r.label);
/** Waits until an event published after everything else arrives: whatever came before it has arrived too. */
async function fence() {
  const id = 1_000_000 + ++keys;
  await publish({ db: database.db, database }, bid(id));
  await vi.waitFor(() => expect(bidsHeard()).toContain(id));
}

describe('runUnitOfWork', () => {
  it('runs the command on its transaction, stores the answer, commits, then publishes what it recorded', async () => {
    const claim = claimOf();
    const outcome = await runUnitOfWork(database, claim, async (unit) => {
      await unit.tx.execute(sql`insert into unit_probe (label) values ('committed')`);
      await publish({ db: unit.tx, database, unit }, bid(1));
      // Recorded, not announced: the transaction is still open.
      expect(bidsHeard()).not.toContain(1);
      return { status: 201, body: '{"id":1}' };
    });
    expect(outcome).toEqual({ kind: 'committed' });
    await vi.waitFor(() => expect(bidsHeard()).toContain(1));
    expect(await labels()).toContain('committed');

    // The same key again: the stored answer, without running the command.
    const command = vi.fn();
    expect(await runUnitOfWork(database, claim, command)).toEqual({ kind: 'replay', stored: { fingerprint: 'f', status: 201, body: '{"id":1}' } });
    expect(command).not.toHaveBeenCalled();
  });

  it('rolls back the writes, the key and the recorded events when the command has no answer to keep', async () => {
    const claim = claimOf();
    const outcome = await runUnitOfWork(database, claim, async (unit) => {
      await unit.tx.execute(sql`insert into unit_probe (label) values ('rolled back')`);
      unit.record(bid(2));
      return null;
    });
    expect(outcome).toEqual({ kind: 'rolled-back' });
    await fence();
    expect(bidsHeard()).not.toContain(2);
    expect(await labels()).not.toContain('rolled back');
    // The key is free again: a retry runs afresh.
    expect(await runUnitOfWork(database, claim, async () => ({ status: 200, body: '{}' }))).toEqual({ kind: 'committed' });
  });

  it('rolls back and lets the error through when the command fails', async () => {
    const claim = claimOf();
    const failure = new Error('falló');
    await expect(
      runUnitOfWork(database, claim, async (unit) => {
        await unit.tx.execute(sql`insert into unit_probe (label) values ('failed')`);
        unit.record(bid(3));
        throw failure;
      }),
    ).rejects.toBe(failure);
    await fence();
    expect(bidsHeard()).not.toContain(3);
    expect(await labels()).not.toContain('failed');
  });

  it("runs a service's money transaction as a savepoint: a deadlocked attempt is undone and the next one commits with the unit", async () => {
    let attempts = 0;
    const outcome = await runUnitOfWork(database, claimOf(), async (unit) => {
      await moneyTransaction(unit.tx, async (tx) => {
        attempts++;
        await tx.execute(sql`insert into unit_probe (label) values (${`attempt ${attempts}`})`);
        if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      });
      return { status: 200, body: '{}' };
    });
    expect(outcome).toEqual({ kind: 'committed' });
    expect(attempts).toBe(2);
    const kept = await labels();
    expect(kept).toContain('attempt 2');
    expect(kept).not.toContain('attempt 1');
  });
});
