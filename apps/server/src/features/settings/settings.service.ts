import { DEFAULT_FREE_AGENT_TEAM_ID, isHttpUrl, zoneOffsetsAround, type ZoneOffsets } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';
import { refuse } from '../../lib/errors';
import * as repo from './settings.repository';

export const SETTING_KEYS = {
  freeAgentTeamId: 'free_agent_team_id',
  socialUrl: 'link_social',
  streamingUrl: 'link_streaming',
  chatUrl: 'link_chat',
} as const;

export const PUBLIC_LINK_DEFAULTS = {
  [SETTING_KEYS.socialUrl]: 'https://www.instagram.com/',
  [SETTING_KEYS.streamingUrl]: 'https://www.twitch.tv/',
  [SETTING_KEYS.chatUrl]: 'https://discord.com/',
};

/** The zone's offsets as last stated: worked out once a day (a few milliseconds of Intl). */
let statedOffsets: { key: string; offsets: ZoneOffsets } | undefined;
function zoneOffsetsStated(tz: string, now: Date): ZoneOffsets {
  const key = `${tz} ${now.toISOString().slice(0, 10)}`;
  if (statedOffsets?.key !== key) statedOffsets = { key, offsets: zoneOffsetsAround(tz, now) };
  return statedOffsets.offsets;
}

/**
 * The header links, the version and the league's time zone, in which the web shows every date,
 * with the zone's offsets: the web reads dates with them instead of the browser's time-zone data
 * (calendar/wall-clock.rules.ts in league).
 */
export async function publicSettings(db: DbOrTx, config: { LEAGUE_TZ: string }, now: Date) {
  const s = await repo.readSettings(db);
  // A link stored before http(s) was required is served as the default, never as written.
  const link = (key: keyof typeof PUBLIC_LINK_DEFAULTS) => (isHttpUrl(s[key]) ? s[key] : PUBLIC_LINK_DEFAULTS[key]);
  return {
    links: { social: link(SETTING_KEYS.socialUrl), streaming: link(SETTING_KEYS.streamingUrl), chat: link(SETTING_KEYS.chatUrl) },
    version: process.env.npm_package_version ?? '0.1.0',
    time_zone: config.LEAGUE_TZ,
    time_zone_offsets: zoneOffsetsStated(config.LEAGUE_TZ, now),
  };
}

export async function updateLinks(ctx: ServiceContext, links: Partial<Record<'social' | 'streaming' | 'chat', string>>) {
  const keys = { social: SETTING_KEYS.socialUrl, streaming: SETTING_KEYS.streamingUrl, chat: SETTING_KEYS.chatUrl } as const;
  await ctx.db.transaction(async (tx) => {
    const stored = await repo.readSettings(tx);
    const changed = Object.entries(links).filter(([k, v]) => v !== undefined && (stored[keys[k as keyof typeof keys]] ?? '') !== v) as [
      keyof typeof keys,
      string,
    ][];
    for (const [k, v] of changed) await repo.writeSetting(tx, keys[k], v);
    if (!changed.length) return;
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'settings.changed',
      at: ctx.clock.now(),
      reference: 'settings',
      before: Object.fromEntries(changed.map(([k]) => [k, stored[keys[k]] ?? null])),
      after: Object.fromEntries(changed),
    });
  });
  return publicSettings(ctx.db, ctx.config, ctx.clock.now());
}

/** Settings other features keep (e.g. the Discord webhook), read and written by key. */
export const readSettingValues = (db: DbOrTx) => repo.readSettings(db);
export const writeSettingValue = (db: DbOrTx, key: string, value: string) => repo.writeSetting(db, key, value);
/** Sets a table's id sequence past its rows (the seed and the imports write ids of their own). */
export const resetSequence: typeof repo.resetSequence = (...args) => repo.resetSequence(...args);

/** The free-agent team's id ("team 61" in the documents), by setting. */
export async function freeAgentTeamId(db: DbOrTx) {
  const s = await repo.readSettings(db);
  return Number(s[SETTING_KEYS.freeAgentTeamId] ?? DEFAULT_FREE_AGENT_TEAM_ID);
}

/** The current season, or undefined before any season is active (rules that only apply within a season). */
export const currentSeasonIfAny = (db: DbOrTx) => repo.findCurrentSeason(db);

/** The current season ("season 57" in the documents): the newest active one. */
export async function currentSeason(db: DbOrTx) {
  const season = await currentSeasonIfAny(db);
  if (!season) throw refuse('season.none_current');
  return season;
}

/**
 * The current season as the market's hot paths read it (a stake, an offer, a bid: every request of
 * a deadline rush), kept by the read cache until `seasons` changes. Only for use cases that do not
 * change seasons themselves: inside a keyed request a miss is read in that request's transaction.
 */
export function cachedCurrentSeason(deps: Pick<ServiceDeps, 'db' | 'cache'>) {
  return deps.cache.read('season:current', ['seasons'], () => currentSeason(deps.db));
}
