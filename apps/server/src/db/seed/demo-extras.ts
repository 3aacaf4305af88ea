import { demoMarket } from './demo-market';
import type { Tx } from '../client';
import type { Random } from './random';
import { demoAuctions } from './demo-auctions';
import { demoCompetition } from './demo-competition';
import { seedBetsDemo } from './demo-bets';
import { demoPastSeason } from './demo-past-season';
import { demoResults } from './demo-results';

export interface DemoContext {
  now: Date;
  rnd: Random;
  seasonId: number;
}

/**
 * Demo data of later features (market history, tournaments, bets…), loaded after the core demo
 * league in the same transaction. Each feature adds one function here.
 */
export const demoExtras: ((tx: Tx, ctx: DemoContext) => Promise<void>)[] = [];
demoExtras.push(demoMarket);
demoExtras.push(demoAuctions);
demoExtras.push(demoCompetition);
// After the fixture: its rounds get their windows, round 4 a report waiting and a dispute.
demoExtras.push(demoResults);
demoExtras.push(demoPastSeason);
// Last: it fills in the season's fixture only when no other demo made it.
demoExtras.push(seedBetsDemo);
