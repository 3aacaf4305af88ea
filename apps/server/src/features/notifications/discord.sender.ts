import { mentionedUserIds, renderAnnouncement } from '@superliga/league';
import type { ServiceDeps } from '../../lib/context';
import { discordSettings } from './discord.service';
import * as repo from './notifications.repository';

/** Discord takes up to 2,000 characters a message: announcements due together go as one. */
const MAX_CONTENT = 2_000;
const BATCH = 10;
/** Time a sender holds its rows: past it (the process died mid-send), another process retries them. */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
export const DISCORD_MAX_ATTEMPTS = 8;
/** After a failure: 5 s, 10 s, 20 s … up to an hour. */
export const discordBackoffMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * Sends the due announcements to the league's webhook, batched, once each: rows are leased
 * before sending and marked delivered after a 2xx; a 429 makes them due after Discord's
 * `retry_after`; other failures back off. Returns how many announcements were delivered.
 */
export async function deliverDueAnnouncements(deps: Deps, send: typeof fetch = fetch): Promise<number> {
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
  let res: Response;
  try {
    res = await send(webhook_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (err) {
    await backOff(deps, due, sentIds, `red: ${(err as Error).message}`);
    return 0;
  }
  if (res.ok) {
    await delivered(sentIds);
    return sentIds.length;
  }
  if (res.status === 429) {
    const waitMs = await retryAfterMs(res);
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
async function retryAfterMs(res: Response) {
  const body = (await res.json().catch(() => null)) as { retry_after?: unknown } | null;
  const seconds = Number(body?.retry_after ?? res.headers.get('retry-after') ?? 1);
  return Math.ceil((Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000);
}
