import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { Database } from '../../db/client';
import { exportDatabase, restoreDatabase } from '../../db/backup';
import { auditEntries } from '../../db/schema';
import { recordAudit } from './audit.repository';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = new Date('2026-11-26T18:00:00.000Z');
const admin = { id: 1, name: 'Admin', rol: 'Admin' as const, tokenId: 1 };

describe('recordAudit', () => {
  it('writes the entry with the person who acted, the values before and after and the reason', async () => {
    await recordAudit(database.db, {
      actor: admin,
      kind: 'budget.changed',
      at,
      userId: 7,
      reference: 'user:7',
      before: { profits: 100 },
      after: { profits: 150 },
      reason: 'Premio mal cargado',
    });
    const [row] = await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'user:7'));
    expect(row).toMatchObject({
      actorId: 1,
      actorName: 'Admin',
      actorJob: null,
      kind: 'budget.changed',
      userId: 7,
      before: { profits: 100 },
      after: { profits: 150 },
      reason: 'Premio mal cargado',
    });
    expect(row!.at.toISOString()).toBe(at.toISOString());
  });

  it('names a scheduled job instead of a person', async () => {
    await recordAudit(database.db, { actor: { job: 'clause-rounds', name: 'Servidor' }, kind: 'clause_round.resolved', at, reference: 'clause-round:3' });
    const [row] = await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'clause-round:3'));
    expect(row).toMatchObject({ actorId: null, actorName: 'Servidor', actorJob: 'clause-rounds' });
  });

  it('leaves no entry when the change it belongs to rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: admin, kind: 'team.edited', at, reference: 'team:rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'team:rolled-back'));
    expect(rows).toEqual([]);
  });

  it('refuses to change or delete an entry', async () => {
    await recordAudit(database.db, { actor: admin, kind: 'player.edited', at, reference: 'player:9', reason: 'original' });
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await refusal(database.db.execute(sql`update audit_entries set reason = 'otra' where reference = 'player:9'`))).toMatch(/append-only/);
    expect(await refusal(database.db.execute(sql`delete from audit_entries where reference = 'player:9'`))).toMatch(/append-only/);
    const [row] = await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'player:9'));
    expect(row!.reason).toBe('original');
  });

  it('is replaced by a restore like every other table', async () => {
    const backup = await exportDatabase(database.db);
    await recordAudit(database.db, { actor: admin, kind: 'settings.changed', at, reference: 'after-the-backup' });
    await restoreDatabase(database.db, backup);
    expect(await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'after-the-backup'))).toEqual([]);
    expect(await database.db.select().from(auditEntries).where(eq(auditEntries.reference, 'player:9'))).toHaveLength(1);
  });
});
