import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, healthy, query, serverCluster } from './server-processes';

/**
 * Notices are sent once, never lost (docs/decisions/008-notifications-outbox.md): two server processes on one
 * PostgreSQL deliver one outbox while budget changes pour into both, and one of them is killed
 * with SIGKILL mid-way and started again. Every notice ends up delivered exactly once.
 */
const cluster = serverCluster('outbox');
const ports = [3600 + (process.pid % 100), 3700 + (process.pid % 100)];
const bases = ports.map((p) => `http://127.0.0.1:${p}`);
const dbUrl = cluster.dbUrl;

beforeAll(async () => {
  await cluster.createDatabase();
  cluster.start(ports[0]!, true);
  await healthy(bases[0]!);
  cluster.start(ports[1]!, false);
  await healthy(bases[1]!);
}, 180_000);

afterAll(() => cluster.destroy('SIGKILL'));

it('two processes, one killed and restarted, deliver every notice exactly once', async () => {
  const admin = (await call(bases[0]!, 'POST', '/login', undefined, { email: 'admin@superliga.local', password: 'superliga' })).body.token as string;
  const managers = await query<{ id: number }>(dbUrl, `select id from users where rol like 'Manager%' order by id`);
  expect(managers.length).toBeGreaterThanOrEqual(28);

  const change = (i: number) =>
    call(bases[i % 2]!, 'PUT', `/users/${managers[i % managers.length]!.id}`, admin, { budget_change: 1_000 + i, reason: 'Prueba de entrega' });
  const first = await Promise.all(Array.from({ length: 40 }, (_, i) => change(i)));
  expect(first.every((r) => r.status === 200)).toBe(true);

  // The second process dies without a chance to finish anything, and comes back.
  cluster.process(ports[1]!).kill('SIGKILL');
  const during = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(bases[0]!, 'PUT', `/users/${managers[i]!.id}`, admin, { budget_change: 5_000 + i, reason: 'Prueba de entrega' })),
  );
  expect(during.every((r) => r.status === 200)).toBe(true);
  cluster.start(ports[1]!, false);
  await healthy(bases[1]!);
  const after = await Promise.all(Array.from({ length: 40 }, (_, i) => change(100 + i)));
  expect(after.every((r) => r.status === 200)).toBe(true);

  const pending = async () => Number((await query<{ n: string }>(dbUrl, 'select count(*) as n from outbox where delivered_at is null'))[0]!.n);
  for (let i = 0; i < 120 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 250));
  expect(await pending()).toBe(0);

  const [counts] = await query<{ outbox: string; notices: string; distinct_rows: string }>(
    dbUrl,
    // The budget changes' notices only: the demo league's own deadlines may be reminded meanwhile (docs/decisions/033-deadline-reminders.md).
    `select (select count(*) from outbox where kind = 'budget.changed') as outbox,
            (select count(*) from notifications where kind = 'budget.changed') as notices,
            (select count(distinct outbox_id) from notifications where kind = 'budget.changed') as distinct_rows`,
  );
  expect(Number(counts!.outbox)).toBe(100);
  expect(Number(counts!.notices)).toBe(100);
  expect(Number(counts!.distinct_rows)).toBe(100);

  // What a manager reads is what happened to them, once each.
  const login = (await call(bases[1]!, 'POST', '/login', undefined, { email: 'manager1@superliga.local', password: 'superliga' })).body;
  const mine = await call(bases[1]!, 'GET', '/notifications?per_page=50', login.token);
  const expected = Number((await query<{ n: string }>(dbUrl, `select count(*) as n from outbox where user_id = ${login.user.id}`))[0]!.n);
  expect(mine.body.meta.total).toBe(expected);
  const changes = Number(
    (await query<{ n: string }>(dbUrl, `select count(*) as n from outbox where user_id = ${login.user.id} and kind = 'budget.changed'`))[0]!.n,
  );
  expect(changes).toBeGreaterThan(0);
  expect(mine.body.data.filter((n: { kind: string }) => n.kind === 'budget.changed')).toHaveLength(changes);
}, 180_000);
