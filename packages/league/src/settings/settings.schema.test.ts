import { describe, expect, it } from 'vitest';
import { settingsLinksBodySchema } from './settings.schema';
import { isHttpUrl, SETTINGS_MSG } from './settings.links';

describe('isHttpUrl', () => {
  it.each(['https://discord.com/', 'http://example.org/a?b=c#d', 'HTTPS://EXAMPLE.ORG'])('%s is a link', (v) => {
    expect(isHttpUrl(v)).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'mailto:a@b.c',
    '//example.org',
    '/relative',
    'http://',
    '',
    `https://example.org/${'x'.repeat(500)}`,
    null,
    42,
  ])('%o is not', (v) => {
    expect(isHttpUrl(v)).toBe(false);
  });
});

describe('settingsLinksBodySchema', () => {
  it('keeps http(s) links', () => {
    expect(settingsLinksBodySchema.parse({ social: 'https://x.com/liga' })).toEqual({ social: 'https://x.com/liga' });
  });
  it('refuses any other scheme with the Spanish text', () => {
    const r = settingsLinksBodySchema.safeParse({ chat: 'data:text/html,hi' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(SETTINGS_MSG.linkInvalid);
  });
});
