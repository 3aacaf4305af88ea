import { describe, expect, it } from 'vitest';
import { ANNOUNCE, discordLinkSchema, discordSettingsSchema, isDiscordWebhookUrl, mention, mentionedUserIds, renderAnnouncement } from './announcements';

describe('announcements', () => {
  const text = ANNOUNCE.auctionWon({ winner: mention(7), player: 'Pedro', amount: 12_000_000 });

  it('mentions linked users and names the others, allowing only the linked ones to be pinged', () => {
    expect(renderAnnouncement(text, new Map([[7, { name: 'Ana', discordId: '123456789012345678' }]]))).toEqual({
      content: '🔨 <@123456789012345678> ganó la subasta por **Pedro**: $ 12.000.000.',
      users: ['123456789012345678'],
    });
    expect(renderAnnouncement(text, new Map([[7, { name: 'Ana', discordId: null }]]))).toEqual({
      content: '🔨 Ana ganó la subasta por **Pedro**: $ 12.000.000.',
      users: [],
    });
    expect(renderAnnouncement(text, new Map()).content).toContain('alguien');
  });

  it('finds the users an announcement names', () => {
    expect(mentionedUserIds(`${mention(3)} y ${mention(9)}`)).toEqual([3, 9]);
  });

  it.each([
    ['https://discord.com/api/webhooks/1/abc', true],
    ['', true],
    ['http://discord.com/api/webhooks/1/abc', false],
    ['javascript:alert(1)', false],
    ['no es una url', false],
  ])('webhook %s accepted: %s', (url, ok) => {
    expect(discordSettingsSchema.safeParse({ webhook_url: url, events: [] }).success).toBe(ok);
  });

  it.each([
    ['123456789012345678', true],
    ['', true],
    ['1234', false],
    ['12345678901234567a', false],
  ])('discord id %s accepted: %s', (id, ok) => {
    expect(discordLinkSchema.safeParse({ discord_id: id }).success).toBe(ok);
  });

  it('refuses an unknown kind of announcement', () => {
    expect(discordSettingsSchema.safeParse({ webhook_url: '', events: ['bet.placed'] }).success).toBe(false);
  });
});

describe('isDiscordWebhookUrl (decision 014)', () => {
  it.each([
    ['https://discord.com/api/webhooks/123/abc-DEF_9', true],
    ['https://discordapp.com/api/webhooks/123/abc', true],
    ['https://ptb.discord.com/api/v10/webhooks/123/abc', true],
    ['https://discord.com:443/api/webhooks/123/abc', true],
    ['http://discord.com/api/webhooks/123/abc', false],
    ['https://discord.com:8443/api/webhooks/123/abc', false],
    ['https://user:pw@discord.com/api/webhooks/123/abc', false],
    ['https://discord.com.evil.example/api/webhooks/123/abc', false],
    ['https://evil.example/api/webhooks/123/abc', false],
    ['https://discord.com/api/webhooks/123/abc?wait=true', false],
    ['https://discord.com/api/users/@me', false],
    ['https://127.0.0.1/api/webhooks/123/abc', false],
  ])('%s -> %s', (url, ok) => expect(isDiscordWebhookUrl(url)).toBe(ok));
});
