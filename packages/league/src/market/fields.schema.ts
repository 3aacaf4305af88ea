import { z } from 'zod';
import { idSchema } from '../common/common.schema';
import { MONEY_MAX } from '../constants';
import { MSG } from '../messages';
import { MARKET_MSG } from './market.messages';

/**
 * The fields the market's forms share (an offer, a transfer, an auction, a staff bet): each
 * sub-area's `*.schema.ts` builds its body from these, so a figure is read the same way in all.
 */

/** Form inputs often arrive as numeric strings; accept '12' but never '', null or '1.5'. */
export const intString = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const int = (message: string = MSG.integerRequired) => z.preprocess(intString, z.number({ message }).int(message));
export const marketId = (message: string = MARKET_MSG.idInvalid) => idSchema(message);
/** Whole pesos, 0 included (a transfer's budget, a clause's value). */
export const moneyField = () => int(MARKET_MSG.nonNegativeInteger).pipe(z.number().min(0, MARKET_MSG.nonNegativeInteger).max(MONEY_MAX, MSG.moneyTooLarge));
/** Whole pesos above 0 (an auction's opening bid). */
export const amountField = (message: string = MARKET_MSG.amountInvalid) => int(message).pipe(z.number().positive(message).max(MONEY_MAX, MSG.moneyTooLarge));
