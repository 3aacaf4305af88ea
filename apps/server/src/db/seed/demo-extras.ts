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

import { seedBetsDemo } from './demo-bets';
demoExtras.push(seedBetsDemo);
