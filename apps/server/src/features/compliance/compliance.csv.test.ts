import { describe, expect, it } from 'vitest';
import { csvField } from './compliance.csv';

/** The CSV guard: names typed by people never run as a spreadsheet formula, whatever the separator. */
describe('csvField', () => {
  it.each([
    ['Boca', '"Boca"'],
    ['Pérez, "el Mago"', '"Pérez, ""el Mago"""'],
    ['=HIPERVINCULO("x")', '"\'=HIPERVINCULO(""x"")"'],
    ['@SUMA(A1)', '"\'@SUMA(A1)"'],
    ['Boca;=1+1', '"Boca;\'=1+1"'],
    ['Boca\t+1', '"Boca\t\'+1"'],
    ['Boca,-1', '"Boca,\'-1"'],
    ['a;b\t@c', '"a;b\t\'@c"'],
    ['Juan-Pablo', '"Juan-Pablo"'],
    ['', '""'],
  ])('quotes and guards %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('leaves numbers bare and null empty', () => {
    expect(csvField(154.5)).toBe('154.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });
});
