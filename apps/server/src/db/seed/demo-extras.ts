import { demoMarket } from './demo-market';
import type { Tx } from '../client';
import type { Random } from './random';

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
import { demoAuctions } from './demo-auctions';
demoExtras.push(demoAuctions);

import { demoCompetition } from './demo-competition';
demoExtras.push(demoCompetition);

import { seedBetsDemo } from './demo-bets';
demoExtras.push(seedBetsDemo);
