import { describe, expect, it } from 'vitest';
import { ASSISTANT_MSG } from './assistant.messages';

describe("the assistant's last movements heading", () => {
  it.each([
    [1, 'Tu último movimiento:'],
    [2, 'Tus últimos 2 movimientos:'],
    [10, 'Tus últimos 10 movimientos:'],
  ])('%i: %s', (n, heading) => {
    expect(ASSISTANT_MSG.lastMovements(n)).toBe(heading);
  });
});
