import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, deviceSightings, signalReviews } from '../../db/schema';
import { createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { TestClock } from '../../lib/clock';

const clock = new TestClock(new Date('2026-11-20T15:00:00Z'));
const two = twoAppsOnOnePostgres('signals', clock);

describe('signals on PostgreSQL (docs/decisions/030-signals-for-staff.md)', () => {
  it('two processes: logins from one browser racing record one sighting per account; staff racing to review it store one review and one audit entry', async () => {
    const [a, b] = two.apps;
    const db = two.databases[0]!.db;
    const [one, other] = [await createUser(db, { rol: 'Manager Primera' }), await createUser(db, { rol: 'Manager Segunda' })];
    const [admin, organizer] = [await createUser(db, { rol: 'Admin' }), await createUser(db, { rol: 'Organizador' })];
    const device = randomUUID();
    const logins = [a, b, a, b].flatMap((app) =>
      [one, other].map((u) =>
        app!.inject({ method: 'POST', url: '/api/login', headers: { 'x-device-id': device }, payload: { email: u.user.email, password: FACTORY_PASSWORD } }),
      ),
    );
    expect((await Promise.all(logins)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await db.select().from(deviceSightings)).toHaveLength(2);

    const list = await a!.inject({ method: 'GET', url: '/api/signals', headers: { authorization: `Bearer ${admin.token}` } });
    const [signal] = list.json().data as { key: string; kind: string }[];
    expect(signal).toMatchObject({ kind: 'shared_device' });

    const review = (app: typeof a, token: string) =>
      app!.inject({
        method: 'POST',
        url: `/api/signals/${encodeURIComponent(signal!.key)}/review`,
        headers: { authorization: `Bearer ${token}` },
        payload: { note: 'Revisada a la vez' },
      });
    const answers = await Promise.all([review(a, admin.token), review(b, organizer.token), review(a, organizer.token), review(b, admin.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await db.select().from(signalReviews)).toHaveLength(1);
    expect(await db.select().from(auditEntries).where(eq(auditEntries.kind, 'signal.reviewed'))).toHaveLength(1);
  });
});
