import { describe, expect, it } from 'vitest';
import { splitAnswerLinks, type AnswerPart } from './answer-links';

describe('splitAnswerLinks', () => {
  it.each<[string, AnswerPart[]]>([
    ['sin links', [{ text: 'sin links' }]],
    ['Ver [Juan Pérez](/players/12).', [{ text: 'Ver ' }, { text: 'Juan Pérez', path: '/players/12' }, { text: '.' }]],
    ['[fixture](/fixture_primera)', [{ text: 'fixture', path: '/fixture_primera' }]],
    ['[a](/x) y [b](/y?z=1)', [{ text: 'a', path: '/x' }, { text: ' y ' }, { text: 'b', path: '/y?z=1' }]],
    ['[malo](https://otro.sitio)', [{ text: '[malo](https://otro.sitio)' }]],
    ['[malo](//otro.sitio)', [{ text: '[malo](//otro.sitio)' }]],
    ['[malo](javascript:alert(1))', [{ text: '[malo](javascript:alert(1))' }]],
    ['', []],
  ])('%j', (content, parts) => expect(splitAnswerLinks(content)).toEqual(parts));
});
