import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it.each<[string, boolean]>([
    ['0b8f2a4e-6c1d-4f7a-9e3b-2d5c8a1f7e60', true],
    ['a', true],
    ['x'.repeat(255), true],
    ['clave:1/2_3.4~', true],
    ['', false],
    ['x'.repeat(256), false],
    ['con espacio', false],
    ['ñandú', false],
    ['tab\there', false],
    ['salto\n', false],
  ])('%j -> %s', (key, valid) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(valid);
  });
});
