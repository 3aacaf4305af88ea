import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionBids, auctions, releaseClauses, transfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createTeam } from '../../../test/factories';
import { budgetSummary, requireAvailable } from '../money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('committed money', () => {
  it('counts open offers, pending transfers the buyer agreed to and leading bids, and refuses beyond the rest', async () => {
    const season = await createSeason(t.db);
    const buyer = await createManager(t.db, 'Primera', { profits: 100_000_000 });
    const rival = await createManager(t.db, 'Primera', { profits: 100_000_000 });
    const outside = await createTeam(t.db, { division: null });
    const target = await createPlayer(t.db, { teamId: rival.team.id });
    const lot = await createPlayer(t.db, { teamId: outside.id });
    const lot2 = await createPlayer(t.db, { teamId: outside.id });
    const common = {
      playerId: target.id,
      name: target.name,
      teamId: rival.team.id,
      createdBy: buyer.user.id,
      value: 10_000_000,
      seasonId: season.id,
      revealAt: new Date(),
    };
    await t.db.insert(releaseClauses).values({ ...common, totalValue: 15_000_000 });
    await t.db.insert(releaseClauses).values({ ...common, totalValue: 99_000_000, active: 'no' }); // closed: not counted
    await t.db.insert(transfers).values({
      seasonId: season.id,
      transferredPlayers: 'X',
      teamFromId: rival.team.id,
      teamToId: buyer.team.id,
      budget: 20_000_000,
      createdBy: buyer.user.id,
      buyBy: buyer.user.id,
      soldBy: rival.user.id,
    });
    // The seller's proposal holds nothing of the buyer's until he accepts it (decision 013).
    await t.db.insert(transfers).values({
      seasonId: season.id,
      transferredPlayers: 'Y',
      teamFromId: rival.team.id,
      teamToId: buyer.team.id,
      budget: 30_000_000,
      createdBy: rival.user.id,
      buyBy: buyer.user.id,
      soldBy: rival.user.id,
    });
    const [open] = await t.db
      .insert(auctions)
      .values({ playerId: lot.id, teamId: outside.id, seasonId: season.id, createdBy: buyer.user.id, endsAt: new Date() })
      .returning();
    await t.db.insert(auctionBids).values({ auctionId: open!.id, userId: buyer.user.id, teamId: buyer.team.id, amount: 5_000_000 });
    const [outbid] = await t.db
      .insert(auctions)
      .values({ playerId: lot2.id, teamId: outside.id, seasonId: season.id, createdBy: buyer.user.id, endsAt: new Date() })
      .returning();
    await t.db.insert(auctionBids).values({ auctionId: outbid!.id, userId: buyer.user.id, teamId: buyer.team.id, amount: 5_000_000 });
    await t.db.insert(auctionBids).values({ auctionId: outbid!.id, userId: rival.user.id, teamId: rival.team.id, amount: 6_000_000 });

    const own = (userId: number) => ({ readerId: userId, now: new Date() });
    expect(await budgetSummary(t.db, buyer.user.id, own(buyer.user.id))).toEqual({
      profits: 100_000_000,
      committed: 40_000_000,
      available: 60_000_000,
      hidden_offers: 0,
    });
    expect(await budgetSummary(t.db, rival.user.id, own(rival.user.id))).toEqual({
      profits: 100_000_000,
      committed: 6_000_000,
      available: 94_000_000,
      hidden_offers: 0,
    });
    // Another reader, while the offer is hidden: its total is left out and only counted.
    const before = new Date(common.revealAt.getTime() - 1);
    expect(await budgetSummary(t.db, buyer.user.id, { readerId: rival.user.id, now: before })).toEqual({
      profits: 100_000_000,
      committed: 25_000_000,
      available: 75_000_000,
      hidden_offers: 1,
    });
    expect(await budgetSummary(t.db, buyer.user.id, { readerId: rival.user.id, now: common.revealAt })).toMatchObject({
      committed: 40_000_000,
      hidden_offers: 0,
    });

    await expect(t.db.transaction((tx) => requireAvailable(tx, buyer.user.id, 60_000_000))).resolves.toMatchObject({ available: 60_000_000 });
    await expect(t.db.transaction((tx) => requireAvailable(tx, buyer.user.id, 60_000_001))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Presupuesto insuficiente para esta operación. Disponible: $ 60.000.000.',
    });
    // Replacing the leading bid of the open auction frees what that bid held.
    await expect(t.db.transaction((tx) => requireAvailable(tx, buyer.user.id, 65_000_000, { excluding: { auctionId: open!.id } }))).resolves.toBeDefined();
  });
});
