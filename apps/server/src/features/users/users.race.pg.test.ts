import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { ledgerEntries, users } from '../../db/schema';
import { bootstrap } from '../../db/seed/bootstrap';
import { systemClock } from '../../lib/clock';
import { createTestDatabase } from '../../../test/database';
import { createManager, createUser, ledgerSum } from '../../../test/factories';

/**
 * An Admin's budget change racing another Admin's deactivation of the same user, on two app
 * instances (two pools, as two processes) over one PostgreSQL: the change is either written and
 * answered 200, or refused and not written. Read after its commit, the answer was a 404 for a
 * change already written.
 */
let database: Database;
let second: Database;
let apps: Awaited<ReturnType<typeof buildApp>>[];
let admin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await bootstrap(database.db, { demo: false, now: new Date() });
  second = await openPostgres(database.url!, 4);
  apps = [await buildApp({ database, clock: systemClock }), await buildApp({ database: second, clock: systemClock })];
  admin = (await createUser(database.db, { rol: 'Admin' })).token;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second.close();
  await database.close();
});

const call = (i: number, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
  apps[i]!.inject({ method, url, headers: { authorization: `Bearer ${admin}` }, ...(payload ? { payload } : {}) }).then((r) => r.statusCode);

it('a budget change racing a deactivation is written and answered 2xx, or refused and not written', async () => {
  const answers: number[] = [];
  for (let round = 0; round < 120; round++) {
    const { user } = await createManager(database.db, 'Primera');
    const [put, del] = await Promise.all([
      call(round % 2, 'PUT', `/api/users/${user.id}`, { reason: 'Ajuste de prueba', budget_change: 1_000 }),
      call((round + 1) % 2, 'DELETE', `/api/users/${user.id}`),
    ]);
    answers.push(put);
    expect(del).toBe(200);
    const [row] = await database.db.select({ profits: users.profits, active: users.active }).from(users).where(eq(users.id, user.id));
    const adjustments = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, 'admin_adjustment')));
    expect(row!.active).toBe(false);
    if (put === 200) {
      expect(row!.profits).toBe(100_001_000);
      expect(adjustments).toHaveLength(1);
    } else {
      expect(put).toBe(404);
      expect(row!.profits).toBe(100_000_000);
      expect(adjustments).toHaveLength(0);
    }
    expect(await ledgerSum(database.db, user.id)).toBe(row!.profits);
  }
  expect(answers.every((s) => s === 200 || s === 404)).toBe(true);
});
