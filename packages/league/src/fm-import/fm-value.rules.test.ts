import { describe, expect, it } from 'vitest';
import { fmValueInPesos, parseFmInt, parseFmMoney, parseFmUid } from './fm-value.rules';

describe('parseFmMoney', () => {
  it.each([
    // [FM's text, currency, amount in that currency]
    ['€1.2M', '€', 1_200_000],
    ['£950K', '£', 950_000],
    ['$500K', '$', 500_000],
    ['€1M - €3M', '€', 2_000_000],
    ['€1M - 3M', '€', 2_000_000],
    ['€250K – €1.1M', '€', 675_000],
    ['€12M', '€', 12_000_000],
    ['€1.25M', '€', 1_250_000],
    ['€950,000', '€', 950_000],
    ['€1.500.000', '€', 1_500_000],
    ['€1,234.5K', '€', 1_234_500],
    ['1,2 M €', '€', 1_200_000],
    ['€0', '€', 0],
    ['€2.5bn', '€', 2_500_000_000],
    ['950K', null, 950_000],
    ['\u00a0€45M\u00a0', '€', 45_000_000],
  ] as const)('%s -> %s %i', (text, currency, amount) => {
    expect(parseFmMoney(text)).toEqual({ kind: 'amount', currency, amount });
  });

  it.each(['Not for sale', 'not for sale', '-', '', '  ', 'Unknown', 'No está en venta', 'N/A'])('%j: FM shows no value', (text) => {
    expect(parseFmMoney(text)).toEqual({ kind: 'none' });
  });

  it.each(['abc', '€3M - €1M', '€1M - £3M', '€€1M', '€1M €', '€1M - €2M - €3M', '1.2.3,4,5', '€ - €1M', '€1X', 'M'])('%j is refused', (text) => {
    expect(parseFmMoney(text)).toBeNull();
  });
});

describe('fmValueInPesos (the season currency rule)', () => {
  it.each([
    [1_200_000, 1, 1_200_000],
    [950_000, 1.17, 1_111_500],
    [675_000, 1000, 675_000_000],
    [333_333, 0.5, 166_667],
  ])('%i × %f = %i pesos', (amount, factor, pesos) => expect(fmValueInPesos(amount, factor)).toBe(pesos));
});

describe('parseFmInt and parseFmUid', () => {
  it.each([
    ['25', 10, 60, 25],
    [' 150 ', 1, 200, 150],
    ['201', 1, 200, null],
    ['0', 1, 200, null],
    ['12.5', 1, 200, null],
    ['-5', 1, 200, null],
    ['abc', 1, 200, null],
    ['', 1, 200, null],
  ])('%j in %i..%i -> %s', (text, min, max, n) => expect(parseFmInt(text, min, max)).toBe(n));

  it.each([
    ['2000123456', 2_000_123_456],
    ['7458500', 7_458_500],
    ['0', null],
    ['12a', null],
    ['', null],
  ])('%j -> %s', (text, uid) => expect(parseFmUid(text)).toBe(uid));
});
