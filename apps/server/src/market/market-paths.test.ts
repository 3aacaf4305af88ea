import { Session } from 'node:inspector/promises';
import { relative, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseClauses } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createManager, createPlayer, createTeam } from '../../test/factories';
import { jobNamed } from '../features/jobs/job-registry';
import { runJob } from '../features/jobs/jobs.service';
import { deliverDueNotices } from '../features/notifications/notifications.service';

// The market's two busiest flows, measured: which of the project's source files run code on the
// way (V8's own call counts, reset after a first pass that loads and warms every module), so the
// list in docs/conventions.md ("Two paths", decision 042) is what runs, not what someone remembers.

const REPO = resolve(__dirname, '../../../..');

let session: Session;
let t: TestApp;
beforeAll(async () => {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  t = await createTestApp({ now: new Date('2026-03-01T12:00:00Z') });
});
afterAll(async () => {
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  await t.close();
});

/** The project's source files (tests and test helpers aside) with a function called since the last call. */
async function filesRunSinceLast(): Promise<string[]> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  return [
    ...new Set(
      result
        .filter((script) => script.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0))
        .map((script) => relative(REPO, script.url.replace(/^file:\/\//, '').replace(/\?.*$/, '')))
        .filter((file) => /^(apps|packages)\/[^/]+\/src\//.test(file) && !/\.test\.tsx?$/.test(file)),
    ),
  ].sort();
}

/** Runs `flow` twice: the first pass loads and warms every module, the second is measured. */
async function filesOf(flow: (pass: number) => Promise<void>) {
  await flow(0);
  await filesRunSinceLast();
  await flow(1);
  return filesRunSinceLast();
}

/**
 * Not part of one flow's path, because every request, scheduled job or market command runs them
 * (the same list docs/conventions.md gives).
 */
const PLUMBING = {
  /** The HTTP edge: who asks and may they, the Idempotency-Key, headers, compression, logging, errors, live events. */
  request: [
    'apps/server/src/app.ts',
    'apps/server/src/features/accounts/accounts.repository.ts',
    'apps/server/src/features/accounts/accounts.service.ts',
    'apps/server/src/features/accounts/tokens.ts',
    'apps/server/src/lib/clock.ts',
    'apps/server/src/lib/context.ts',
    'apps/server/src/lib/errors.ts',
    'apps/server/src/lib/events.ts',
    'apps/server/src/lib/http.ts',
    'apps/server/src/lib/log.ts',
    // Live events across processes on PostgreSQL (LISTEN/NOTIFY); the embedded database has one process.
    'apps/server/src/lib/pg-listener.ts',
    'apps/server/src/lib/read-cache.ts',
    'apps/server/src/plugins/access.ts',
    'apps/server/src/plugins/compress-answers.ts',
    'apps/server/src/plugins/idempotency.ts',
    'apps/server/src/plugins/security-headers.ts',
    'packages/league/src/accounts/roles.rules.ts',
    'packages/league/src/common/common.schema.ts',
    'packages/league/src/core/paths.ts',
  ],
  /** The unit of work and the database: transaction, statement batching, schema, rows. */
  database: [
    'apps/server/src/db/batch.ts',
    'apps/server/src/db/client.ts',
    'apps/server/src/db/json-row.ts',
    'apps/server/src/db/prepared.ts',
    'apps/server/src/db/schema.ts',
    'apps/server/src/lib/transaction.ts',
    'apps/server/src/market/ledger/commitments.repository.ts',
    'apps/server/src/market/unit-of-work.ts',
  ],
  /** The job runner: a job once per slot across processes, recorded for 'Tareas'. */
  jobs: ['apps/server/src/features/jobs/jobs.repository.ts', 'apps/server/src/features/jobs/jobs.service.ts', 'packages/league/src/jobs/jobs.rules.ts'],
  /** The look-ups every market command makes: the season and its rules, the actor's team. */
  lookUps: [
    'apps/server/src/features/season-rules/season-rules.repository.ts',
    'apps/server/src/features/season-rules/season-rules.service.ts',
    'apps/server/src/features/settings/settings.repository.ts',
    'apps/server/src/features/settings/settings.service.ts',
    'apps/server/src/features/teams/teams.repository.ts',
    'apps/server/src/features/teams/teams.service.ts',
    'packages/league/src/market/season-rules.schema.ts',
    'packages/league/src/market/season-rules.ts',
  ],
  /** The league's shared texts, figures and formatting (of times too: its wall clock). */
  texts: [
    'packages/league/src/calendar/wall-clock.rules.ts',
    'packages/league/src/common/text.rules.ts',
    'packages/league/src/constants.ts',
    'packages/league/src/messages.ts',
  ],
};
const UNDER_EVERYTHING = Object.values(PLUMBING).flat();

const counted = (files: string[]) => files.filter((f) => !UNDER_EVERYTHING.includes(f));

/** A bid that outbids the leader, to the leader's bell: the server's and league's files it runs, plumbing aside (measured). */
const BID_PATH = [
  'apps/server/src/features/notifications/notifications.repository.ts',
  'apps/server/src/features/notifications/notifications.routes.ts',
  'apps/server/src/features/notifications/notifications.service.ts',
  'apps/server/src/features/notifications/outbox.worker.ts',
  'apps/server/src/market/auctions/auction-guards.ts',
  'apps/server/src/market/auctions/auctions.repository.ts',
  'apps/server/src/market/auctions/auctions.routes.ts',
  'apps/server/src/market/auctions/commands/place-bid.ts',
  'apps/server/src/market/money.ts',
  'apps/server/src/market/reads/bid.ts',
  'apps/server/src/market/squad/release-history.ts',
  'packages/league/src/market/auctions/auctions.messages.ts',
  'packages/league/src/market/auctions/auctions.schema.ts',
  'packages/league/src/market/auctions/bids.rules.ts',
  'packages/league/src/market/gates.rules.ts',
  'packages/league/src/market/money.rules.ts',
  'packages/league/src/market/squad/release.rules.ts',
  'packages/league/src/notifications/notifications.messages.ts',
  'packages/league/src/notifications/notifications.schema.ts',
];

/** A clause offer, to its round resolved at the reveal with it as the winner: the same (measured). */
const OFFER_PATH = [
  'apps/server/src/features/audit/audit.repository.ts',
  'apps/server/src/features/audit/audit.service.ts',
  'apps/server/src/features/jobs/job-registry.ts',
  'apps/server/src/features/notifications/discord.service.ts',
  'apps/server/src/features/notifications/notifications.repository.ts',
  'apps/server/src/features/notifications/notifications.service.ts',
  'apps/server/src/features/watchlist/watchlist.repository.ts',
  'apps/server/src/features/watchlist/watchlist.service.ts',
  'apps/server/src/lib/offer-window.ts',
  'apps/server/src/market/clause-rounds/clause-rounds.repository.ts',
  'apps/server/src/market/clause-rounds/commands/resolve-clause-round.ts',
  'apps/server/src/market/money.ts',
  'apps/server/src/market/offers/commands/confirm-offer.ts',
  'apps/server/src/market/offers/commands/create-offer.ts',
  'apps/server/src/market/offers/offer-decisions.ts',
  'apps/server/src/market/offers/offers.repository.ts',
  'apps/server/src/market/offers/offers.routes.ts',
  'apps/server/src/market/offers/queries.ts',
  'apps/server/src/market/players/player-reservations.ts',
  'apps/server/src/market/reads/offer.ts',
  'apps/server/src/market/squad.ts',
  'apps/server/src/market/squad/release-history.ts',
  'packages/league/src/market/clause-rounds/clause-rounds.rules.ts',
  'packages/league/src/market/fields.schema.ts',
  'packages/league/src/market/money.rules.ts',
  'packages/league/src/market/offers/offers.rules.ts',
  'packages/league/src/market/offers/offers.schema.ts',
  'packages/league/src/market/offers/receipt.rules.ts',
  'packages/league/src/market/reservation.rules.ts',
  'packages/league/src/market/squad/release.rules.ts',
  'packages/league/src/notifications/announcements.ts',
  'packages/league/src/notifications/notifications.messages.ts',
  'packages/league/src/notifications/notifications.schema.ts',
  'packages/league/src/watchlist/watchlist.schema.ts',
];

describe('the market paths (docs/conventions.md, "Two paths")', () => {
  it('a bid, from its request to the outbid notice in the bell', async () => {
    const bidder = await createManager(t.db, 'Primera', { profits: 500_000_000 });
    const outbid = await createManager(t.db, 'Segunda', { profits: 500_000_000 });
    t.clock.set(new Date('2026-03-02T12:00:00Z'));
    const files = await filesOf(async (pass) => {
      const team = await createTeam(t.db, { division: null });
      const player = await createPlayer(t.db, { teamId: team.id, value: 10_000_000 });
      const auction = await t.request('POST', '/api/auctions', { token: outbid.token, body: { id_player: player.id, amount: 5_000_000 } });
      expect(auction.status).toBe(201);
      // The auction's creator leads it with his opening amount: the bid below outbids him. The
      // path starts at that bid, so what creating the auction ran is dropped on the measured pass.
      if (pass === 1) await filesRunSinceLast();
      const higher = await t.request('POST', `/api/auctions/${auction.body.id}/bids`, { token: bidder.token, body: { amount: 7_000_000 } });
      expect(higher.status).toBe(201);
      await deliverDueNotices(t.app.deps);
      const bell = await t.request('GET', '/api/notifications', { token: outbid.token });
      expect(bell.body.data[0]).toMatchObject({ kind: 'auction.outbid', link: expect.stringContaining(`/subastas/${auction.body.id}?`) });
    });
    expect(counted(files)).toEqual(BID_PATH);
  });

  it('an offer, from its request to the resolved round', async () => {
    const buyer = await createManager(t.db, 'Primera', { profits: 500_000_000 });
    const seller = await createManager(t.db, 'Segunda');
    t.clock.set(new Date('2026-03-10T14:00:00Z'));
    const files = await filesOf(async () => {
      const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
      const offer = await t.request('POST', '/api/clausula_rescision', {
        token: buyer.token,
        body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: 1_000_000 },
      });
      expect(offer.status).toBe(201);
      const [row] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, offer.body.id));
      t.clock.set(row!.revealAt);
      expect(await runJob(t.app.deps, jobNamed('clause-rounds'))).toMatchObject({ ran: true, outcome: 'ok' });
      const [after] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, offer.body.id));
      expect(after!.confirmed).toBe('yes');
      t.clock.set(new Date(row!.revealAt.getTime() + 3_600_000));
    });
    expect(counted(files)).toEqual(OFFER_PATH);
  });
});
