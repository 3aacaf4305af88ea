import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsTime, writeCalendar } from './ics.rules';

describe('escapeText', () => {
  it.each([
    ['Cláusula: Pérez', 'Cláusula: Pérez'],
    ['a,b;c', 'a\\,b\\;c'],
    ['línea\notra', 'línea\\notra'],
    ['barra \\ sola', 'barra \\\\ sola'],
  ])('%j -> %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('foldLine', () => {
  // UTF-8 octets measured independently of the code under test: percent-encoding counts each octet once.
  const bytes = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, '_').length;
  it.each([10, 75, 76, 200])('a line of %i ASCII characters: each part within 75 octets, unfolding gives it back', (n) => {
    const line = 'x'.repeat(n);
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(bytes(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ñ'.repeat(80)}`;
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) expect(bytes(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' ') && /^ ñ+$/.test(p))).toBe(true);
  });
});

describe('writeCalendar', () => {
  it('writes CRLF lines, UTC times and one VEVENT per event', () => {
    const text = writeCalendar({
      name: 'Superliga',
      now: new Date('2026-11-26T12:00:00Z'),
      events: [{ uid: 'a@superliga', start: new Date('2026-11-27T21:00:00Z'), summary: 'Revelación, cláusula' }],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toContain('DTSTART:20261127T210000Z');
    expect(text).toContain('SUMMARY:Revelación\\, cláusula');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(icsTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
