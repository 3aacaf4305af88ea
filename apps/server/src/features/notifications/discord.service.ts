import { ANNOUNCEMENT_KINDS, DISCORD_MSG, type AnnouncementKind, type DiscordLink, type DiscordSettings } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { readSettingValues, writeSettingValue } from '../settings/settings.service';
import { refuse } from '../../lib/errors';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/transaction';
import * as repo from './notifications.repository';
import { outgoingPolicy, outgoingUrlAllowed } from './outgoing-url';

const KEYS = { webhook: 'discord_webhook_url', events: 'discord_events' } as const;

/** The league's Discord webhook and what it announces (nothing until the Admin sets it). */
export async function discordSettings(db: DbOrTx): Promise<DiscordSettings> {
  const s = await readSettingValues(db);
  let events: AnnouncementKind[] = [];
  try {
    const parsed: unknown = JSON.parse(s[KEYS.events] ?? '[]');
    if (Array.isArray(parsed)) events = ANNOUNCEMENT_KINDS.filter((k) => parsed.includes(k));
  } catch {
    // A broken stored list announces nothing rather than failing the change that would announce.
  }
  return { webhook_url: s[KEYS.webhook] ?? '', events };
}

export async function saveDiscordSettings(ctx: ServiceContext, body: DiscordSettings) {
  // The shape (a Discord webhook) is the schema's; where its host resolves is checked here and at each send (decision 014).
  if (body.webhook_url && !(await outgoingUrlAllowed(body.webhook_url, outgoingPolicy(ctx)))) throw refuse('discord.webhook_refused');
  // The webhook and its kinds change together or not at all.
  await ctx.db.transaction(async (tx) => {
    await writeSettingValue(tx, KEYS.webhook, body.webhook_url);
    await writeSettingValue(tx, KEYS.events, JSON.stringify([...new Set(body.events)]));
  });
  return discordSettings(ctx.db);
}

/**
 * Announces a public event in the league's Discord when the Admin chose that kind. Call it inside
 * the transaction of the change: the message goes to the outbox with it and is sent afterwards,
 * so Discord being slow or down never slows or fails the request. Name managers with `mention()`.
 */
export async function announce(tx: DbOrTx, deps: Pick<ServiceDeps, 'clock'>, kind: AnnouncementKind, text: string) {
  const settings = await discordSettings(tx);
  if (!settings.webhook_url || !settings.events.includes(kind)) return;
  await repo.enqueue(tx, [{ channel: 'discord', userId: null, kind, payload: { text }, availableAt: deps.clock.now() }]);
}

export async function discordLink(ctx: ServiceContext): Promise<DiscordLink> {
  return { discord_id: (await repo.discordIdOf(ctx.db, ctx.actor.id)) ?? '' };
}

/** A Discord user is one manager: mentions resolve to one account (unique index, migration 0022). */
export async function saveDiscordLink(ctx: ServiceContext, body: DiscordLink) {
  const discordId = body.discord_id || null;
  const owner = discordId ? await repo.discordIdOwner(ctx.db, discordId) : undefined;
  if (owner !== undefined && owner !== ctx.actor.id) throw refuse('discord.id_taken');
  try {
    await repo.setDiscordId(ctx.db, ctx.actor.id, discordId);
  } catch (err) {
    // Two accounts linking the same id at once: the index lets one through.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw refuse('discord.id_taken');
    throw err;
  }
  return { message: DISCORD_MSG.linked };
}
