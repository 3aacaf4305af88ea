import { describe, expect, it } from 'vitest';
import { RECEIPT_MSG } from './receipt.messages';
import { receiptCheckSchema } from './receipt.schema';

const HASH = 'ab'.repeat(32);

describe('receiptCheckSchema', () => {
  it.each([
    ['a receipt as the server gives it', HASH, HASH],
    ['one pasted in capitals with spaces around', `  ${HASH.toUpperCase()} `, HASH.toUpperCase()],
  ])('accepts %s', (_, receipt, read) => {
    expect(receiptCheckSchema.parse({ receipt })).toEqual({ receipt: read });
  });

  it.each([
    ['nothing', ''],
    ['a receipt cut short', HASH.slice(1)],
    ['one with a letter that is not hexadecimal', `${HASH.slice(1)}g`],
  ])('refuses %s with its text', (_, receipt) => {
    const parsed = receiptCheckSchema.safeParse({ receipt });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(RECEIPT_MSG.notAReceipt);
  });
});
