import { describe, expect, it } from 'vitest';
import { receiptHash, receiptMatches, receiptText } from './receipt.rules';

const input = { playerId: 12, authorId: 3, total: 5_250_000, salt: '9f86d081884c7d659a2feaa0c55ad015' };

describe('receiptText', () => {
  it('is the documented canonical text', () => {
    expect(receiptText(input)).toBe('superliga-recibo-v1|jugador=12|autor=3|monto=5250000|sal=9f86d081884c7d659a2feaa0c55ad015');
  });
});

describe('receiptHash', () => {
  it('is SHA-256 of the canonical text, as any SHA-256 tool prints it', async () => {
    // printf '%s' 'superliga-recibo-v1|jugador=12|autor=3|monto=5250000|sal=9f86d081884c7d659a2feaa0c55ad015' | sha256sum
    expect(await receiptHash(input)).toBe('543848de057a1bc8823b699e61a297437185e4ef2099e3838be04d2d3dba5979');
  });

  it('the published salt reproduces the receipt', async () => {
    const receipt = await receiptHash(input);
    expect(await receiptMatches({ ...input }, receipt)).toBe(true);
    expect(await receiptMatches(input, `  ${receipt.toUpperCase()} `)).toBe(true);
  });

  it.each([
    ['a changed amount', { total: 5_250_001 }],
    ['another player', { playerId: 13 }],
    ['another author', { authorId: 4 }],
    ['another salt', { salt: '9f86d081884c7d659a2feaa0c55ad016' }],
  ])('%s does not reproduce it', async (_, change) => {
    const receipt = await receiptHash(input);
    expect(await receiptMatches({ ...input, ...change }, receipt)).toBe(false);
  });
});
