import { describe, expect, it } from 'vitest';
import { searchKey } from './text.rules';

describe('searchKey', () => {
  it.each([
    ['Ángel Di María', 'angel di maria'],
    ['KVARATSKHELIA', 'kvaratskhelia'],
    ['Ødegaard', 'ødegaard'],
    ['  Çalhanoğlu   Hakan ', 'calhanoglu hakan'],
    ['Müller', 'muller'],
  ])('%s -> %s', (input, out) => expect(searchKey(input)).toBe(out));
});
