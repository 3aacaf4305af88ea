import { z } from 'zod';
import { formatMoney } from '../market/money.rules';

/** What the league's Discord channel may be told (issue: notifications, Discord). */
export const ANNOUNCEMENT_KINDS = [
  'clause_round.resolved',
  'auction.won',
  'transfer.confirmed',
  'prize.paid',
  'result.loaded',
  'player.blocked',
  'player.released',
  'job.stuck',
] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export const ANNOUNCEMENT_LABELS: Record<AnnouncementKind, string> = {
  'clause_round.resolved': 'Rondas de cláusulas resueltas (con las ofertas reveladas)',
  'auction.won': 'Subastas ganadas',
  'transfer.confirmed': 'Transferencias confirmadas',
  'prize.paid': 'Premios pagados',
  'result.loaded': 'Resultados cargados',
  'player.blocked': 'Jugadores bloqueados desde un plantel',
  'player.released': 'Jugadores liberados (agentes libres nuevos)',
  'job.stuck': 'Tareas atrasadas (una ronda de cláusulas sin resolver)',
};

export const DISCORD_MSG = {
  webhookHttps: 'El webhook de Discord debe ser una URL https.',
  webhookNotDiscord: 'Tiene que ser un webhook de Discord: https://discord.com/api/webhooks/…',
  webhookRefused: 'No se puede usar ese webhook: el servidor de Discord no responde en una dirección pública.',
  discordIdTaken: 'Ese usuario de Discord ya está vinculado a otra cuenta de la liga.',
  discordIdInvalid: 'El ID de Discord son entre 17 y 20 dígitos.',
  saved: 'Configuración de Discord guardada.',
  linked: 'Usuario de Discord vinculado.',
} as const;

/**
 * A manager named in an announcement, written as a token when the change happens and resolved
 * when it is sent: a Discord mention when they linked their Discord user id, else their name.
 */
export const mention = (userId: number) => `{{u:${userId}}}`;
const MENTION = /\{\{u:(\d+)\}\}/g;

/** The announcement as Discord receives it, with `<@id>` for linked users (and only them allowed to ping). */
export function renderAnnouncement(text: string, users: ReadonlyMap<number, { name: string; discordId: string | null }>) {
  const pinged = new Set<string>();
  const content = text.replace(MENTION, (_, id: string) => {
    const user = users.get(Number(id));
    if (!user) return 'alguien';
    if (!user.discordId) return user.name;
    pinged.add(user.discordId);
    return `<@${user.discordId}>`;
  });
  return { content, users: [...pinged] };
}

/** The user ids an announcement names (to look up their names and Discord links). */
export const mentionedUserIds = (text: string) => [...text.matchAll(MENTION)].map((m) => Number(m[1]));

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);

export const ANNOUNCE = {
  auctionWon: (n: { winner: string; player: string; amount: number }) => `🔨 ${n.winner} ganó la subasta por **${n.player}**: ${formatMoney(n.amount)}.`,
  transferConfirmed: (n: { from: string; to: string; players: readonly string[]; amount: number }) =>
    `🔁 Transferencia confirmada: ${list(n.players)} de ${n.from} a ${n.to} por ${formatMoney(n.amount)}.`,
  clauseResolved: (n: { player: string; winner: string; amount: number; offers: readonly { by: string; amount: number }[] }) =>
    `📜 Cláusula resuelta por **${n.player}**: ganó ${n.winner} con ${formatMoney(n.amount)}. Ofertas: ${n.offers.map((o) => `${o.by} ${formatMoney(o.amount)}`).join(' · ')}.`,
  prizePaid: (n: { manager: string; team: string; tournament: string; position: number; amount: number }) =>
    `🏆 ${n.manager} (${n.team}) cobró ${formatMoney(n.amount)} por la posición ${n.position} en ${n.tournament}.`,
  playerBlocked: (n: { team: string; player: string; amount: number }) =>
    `🔒 ${n.team} bloqueó a **${n.player}** por esta temporada${n.amount ? ` (${formatMoney(n.amount)})` : ' (bloqueo sin costo)'}.`,
  playerReleased: (n: { team: string; player: string; value: number }) =>
    `🆓 ${n.team} liberó a **${n.player}** (valor ${formatMoney(n.value)}): ya es agente libre.`,
  resultLoaded: (n: { home: string; away: string; homeGoals: number; awayGoals: number; tournament: string }) =>
    `⚽ ${n.tournament}: ${n.home} ${n.homeGoals} - ${n.awayGoals} ${n.away}.`,
} as const;

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  // https and a host, nothing else: no javascript:, data: or plain http (the league has no URL global here).
  .refine((v) => v === '' || /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/\S*)?$/i.test(v), DISCORD_MSG.webhookHttps)
  // Only Discord's own webhooks: the server calls this URL, so it must not be aimed anywhere else (decision 014).
  .refine((v) => v === '' || !/^https:/i.test(v) || isDiscordWebhookUrl(v), DISCORD_MSG.webhookNotDiscord);

/**
 * A Discord webhook URL as Discord hands it out: discord.com or discordapp.com (or their ptb./canary.
 * hosts), port 443, /api[/vN]/webhooks/<id>/<token>, no credentials, query or fragment.
 */
export const isDiscordWebhookUrl = (v: string) =>
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com(?::443)?\/api\/(?:v\d{1,2}\/)?webhooks\/\d{1,20}\/[A-Za-z0-9_-]{1,200}\/?$/.test(v);

/** GET/PUT /discord/settings (Admin): the webhook ('' turns it off) and the kinds it announces. */
export const discordSettingsSchema = z.object({ webhook_url: httpsUrl, events: z.array(z.enum(ANNOUNCEMENT_KINDS)).max(ANNOUNCEMENT_KINDS.length) });
export type DiscordSettings = z.infer<typeof discordSettingsSchema>;

/** GET/PUT /discord/link: a user's own Discord user id ('' unlinks it). */
export const discordLinkSchema = z.object({
  discord_id: z
    .string()
    .trim()
    .regex(/^(\d{17,20})?$/, DISCORD_MSG.discordIdInvalid),
});
export type DiscordLink = z.infer<typeof discordLinkSchema>;
