import type { AgentOptions } from 'node:https';
import { isDiscordWebhookUrl, mentionedUserIds, renderAnnouncement } from '@superliga/league';
import ipaddr from 'ipaddr.js';
import type { ServiceDeps } from '../../lib/context';
import { discordSettings } from './discord.service';
import * as repo from './notifications.repository';
import { postJson, type OutgoingResponse } from './outgoing-request';
import { checkOutgoingUrl, outgoingPolicy, type OutgoingPolicy } from './outgoing-url';

/** Discord takes up to 2,000 characters a message: announcements due together go as one. */
const MAX_CONTENT = 2_000;
const BATCH = 10;
/** Time a sender holds its rows: past it (the process died mid-send), another process retries them. */
const LEASE_MS = 60_000;
const DISCORD_MAX_ATTEMPTS = 8;
/** After a failure: 5 s, 10 s, 20 s … up to an hour. */
export const discordBackoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Deps = Pick<ServiceDeps, 'db' | 'clock' | 'config'>;

/**
 * Checked again at each send (decision 014): a Discord webhook URL (or, under the test-only
 * setting, a receiver on a loopback address), resolving to addresses that pass the outgoing check.
 */
async function checkWebhook(url: string, policy: OutgoingPolicy) {
  const host = URL.canParse(url) ? new URL(url).hostname.replace(/^\[(.*)\]$/, '$1') : '';
  const localReceiver = policy.allowLoopback === true && ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
  if (!isDiscordWebhookUrl(url) && !localReceiver) throw new Error('no es un webhook de Discord');
  return checkOutgoingUrl(url, policy);
}

/**
 * Sends the due announcements to the league's webhook, batched, once each: rows are leased
 * before sending and marked delivered after a 2xx; a 429 makes them due after Discord's
 * `retry_after`; other failures back off. Returns how many announcements were delivered.
 */
export async function deliverDueAnnouncements(deps: Deps, tls: AgentOptions = {}): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db.transaction((tx) => repo.leaseDue(tx, 'discord', now, BATCH, LEASE_MS, DISCORD_MAX_ATTEMPTS));
  if (!due.length) return 0;
  const { webhook_url } = await discordSettings(deps.db);
  const delivered = async (ids: number[]) => deps.db.transaction((tx) => repo.markDelivered(tx, ids, deps.clock.now()));
  // The Admin turned the webhook off after these were written: nobody is left to tell.
  if (!webhook_url) {
    await delivered(due.map((r) => r.id));
    return 0;
  }

  const texts = due.map((r) => String((r.payload as { text?: unknown }).text ?? ''));
  const users = await repo.usersForMentions(deps.db, [...new Set(texts.flatMap(mentionedUserIds))]);
  const rendered = texts.map((t) => renderAnnouncement(t, users));
  const batch: number[] = [];
  let length = 0;
  for (const [i, r] of rendered.entries()) {
    if (batch.length && length + 1 + r.content.length > MAX_CONTENT) break;
    batch.push(i);
    length += (batch.length > 1 ? 1 : 0) + r.content.length;
  }
  const sentIds = batch.map((i) => due[i]!.id);
  // What did not fit goes in the next message, at once.
  await repo.retryAt(
    deps.db,
    due.filter((_, i) => !batch.includes(i)).map((r) => r.id),
    now,
    'siguiente mensaje',
    false,
  );

  const body = {
    content: batch
      .map((i) => rendered[i]!.content)
      .join('\n')
      .slice(0, MAX_CONTENT),
    allowed_mentions: { parse: [], users: [...new Set(batch.flatMap((i) => rendered[i]!.users))] },
  };
  let res: OutgoingResponse;
  try {
    // Pinned to the checked address, within OUTGOING_TIMEOUT_MS, a redirect never followed (decision 014).
    res = await postJson(await checkWebhook(webhook_url, outgoingPolicy(deps)), body, tls);
  } catch (err) {
    await backOff(deps, due, sentIds, `red: ${(err as Error).message}`);
    return 0;
  }
  if (res.status >= 200 && res.status < 300) {
    await delivered(sentIds);
    return sentIds.length;
  }
  if (res.status === 429) {
    const waitMs = retryAfterMs(res);
    await repo.retryAt(deps.db, sentIds, new Date(deps.clock.now().getTime() + waitMs), `429: esperar ${waitMs} ms`, false);
    return 0;
  }
  await backOff(deps, due, sentIds, `HTTP ${res.status}`);
  return 0;
}

async function backOff(deps: Deps, due: repo.OutboxRow[], ids: number[], error: string) {
  // Rows of one batch share their fate; the backoff follows the most tried of them.
  const attempts = Math.max(...due.filter((r) => ids.includes(r.id)).map((r) => r.attempts + 1));
  await repo.retryAt(deps.db, ids, new Date(deps.clock.now().getTime() + discordBackoffMs(attempts)), error, true);
}

/** Discord says how long to wait in the body (`retry_after`, seconds) or the Retry-After header. */
function retryAfterMs(res: OutgoingResponse) {
  let body: { retry_after?: unknown } | null = null;
  try {
    body = JSON.parse(res.body) as { retry_after?: unknown } | null;
  } catch {
    // Not JSON: the header, else a second.
  }
  const header = res.headers['retry-after'];
  const seconds = Number(body?.retry_after ?? (Array.isArray(header) ? header[0] : header) ?? 1);
  return Math.ceil((Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000);
}
