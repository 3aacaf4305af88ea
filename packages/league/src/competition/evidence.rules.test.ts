import { describe, expect, it } from 'vitest';
import { sniffImageType } from './evidence.rules';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

describe('sniffImageType', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP'), ...ascii('VP8 ')), 'image/webp'],
    ['a RIFF that is not WebP (WAV)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')), null],
    ['a GIF', bytes(...ascii('GIF89a')), null],
    ['an SVG', bytes(...ascii('<svg xmlns')), null],
    ['an HTML page', bytes(...ascii('<html>')), null],
    ['a cut PNG signature', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', bytes(), null],
  ])('%s', (_n, input, expected) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});
