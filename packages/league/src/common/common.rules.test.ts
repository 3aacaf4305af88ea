import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamSchema, idSchema, listQuerySchema, optionalParam, pageMeta } from './common.schema';

describe('pageMeta', () => {
  it.each([
    [0, 1, 20, 1],
    [1, 1, 20, 1],
    [20, 1, 20, 1],
    [21, 2, 20, 2],
    [1200, 3, 20, 60],
  ])('total %i page %i per %i -> last %i', (total, page, per, last) => {
    expect(pageMeta(total, page, per)).toEqual({ current_page: page, last_page: last, per_page: per, total });
  });
});

describe('listQuerySchema', () => {
  it('defaults to the first page', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, all: false });
  });
  it('reads all=true and numeric strings', () => {
    expect(listQuerySchema.parse({ all: 'true', page: '3' })).toEqual({ page: 3, per_page: 20, all: true });
  });
  it.each([{ page: '0' }, { page: 'x' }, { per_page: '1000' }, { page: '1.5' }])('refuses %o', (q) => {
    expect(listQuerySchema.safeParse(q).success).toBe(false);
  });
  // One number, one spelling (as ids): Number() reads all of these as a page.
  it.each(['0x2', '1e1', '02', ' 2', '+2', '2.0', '0b10', 'Infinity', '99999999999'])('refuses %s as page and as per_page', (v) => {
    expect(listQuerySchema.safeParse({ page: v }).success).toBe(false);
    expect(listQuerySchema.safeParse({ per_page: v }).success).toBe(false);
  });
  it('still reads page and per_page as plain decimals', () => {
    expect(listQuerySchema.parse({ page: '12', per_page: '50' })).toEqual({ page: 12, per_page: 50, all: false });
  });
});

describe('idSchema (ids are decimal digits only)', () => {
  it.each([
    ['16', 16],
    [16, 16],
    ['2147483647', 2147483647],
  ])('reads %o as %i', (input, expected) => {
    expect(idSchema().parse(input)).toBe(expected);
  });
  it.each(['0x10', '1e1', '00016', '016', ' 16', '16 ', '16.0', '+16', '-16', '0', '', '١٦', '2147483648', 16.5, 0, -1, null, true])('refuses %o', (input) => {
    expect(idSchema().safeParse(input).success).toBe(false);
  });
  it('is what idParamSchema reads', () => {
    expect(idParamSchema.safeParse({ id: '0x10' }).success).toBe(false);
    expect(idParamSchema.parse({ id: '16' })).toEqual({ id: 16 });
  });
});

describe('optionalParam: an empty query parameter means not given', () => {
  const schema = z.object({ season: optionalParam(z.coerce.number().int().positive()) });
  it.each([[{}], [{ season: '' }], [{ season: '  ' }]])('%o -> no season', (q) => {
    expect(schema.parse(q)).toEqual({ season: undefined });
  });
  it('reads a number', () => expect(schema.parse({ season: '57' })).toEqual({ season: 57 }));
  it('still refuses a bad one', () => expect(schema.safeParse({ season: 'x' }).success).toBe(false));
  it('the list query takes empty page, per_page and all as not given', () => {
    expect(listQuerySchema.parse({ page: '', per_page: '', all: '' })).toEqual({ page: 1, per_page: 20, all: false });
  });
});
