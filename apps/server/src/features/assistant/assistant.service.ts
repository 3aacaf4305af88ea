import { ASSISTANT_MSG, CHAT_HISTORY_CONTEXT, DATA_TOPICS, rulebookText, type AssistantBody, type ChatMessage, type ChatRole } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { builtinAnswer } from './assistant.builtin';
import { loadAsker, rulebookInForce } from './assistant.asker';
import { answerTopic } from './assistant.data';
import { completeChat, type ProviderConfig, type ProviderMessage } from './assistant.provider';
import * as repo from './assistant.repository';

/** How many stored messages GET /chatbot returns (the newest ones). */
const HISTORY_SHOWN = 200;
export const DEFAULT_PROVIDER_TIMEOUT_MS = 20_000;

export type AssistantOptions = { timeoutMs: number };

/** A provider is used only when both its address and its model are configured. */
function providerOf(ctx: ServiceContext, options: AssistantOptions): ProviderConfig | null {
  const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL } = ctx.config;
  if (!LLM_BASE_URL || !LLM_MODEL) return null;
  return { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY, model: LLM_MODEL, timeoutMs: options.timeoutMs };
}

/** The system prompt: the rulebook and the asker's own data, and nothing about anyone else. */
async function systemPrompt(ctx: ServiceContext) {
  const [data, rulebook] = await Promise.all([loadAsker(ctx), rulebookInForce(ctx)]);
  const facts = await Promise.all(DATA_TOPICS.map((topic) => answerTopic(ctx, topic, data)));
  return [
    'Sos el asistente de la Superliga, una liga de Football Manager. Respondé en español rioplatense, breve y claro,',
    'usando sólo el reglamento y los datos del usuario que siguen. Si no sabés algo, decilo sin inventar.',
    '',
    rulebookText(rulebook),
    '',
    `DATOS DE ${ctx.actor.name.toUpperCase()} (el usuario que pregunta):`,
    ...facts,
  ].join('\n');
}

async function providerAnswer(ctx: ServiceContext, provider: ProviderConfig, question: string) {
  const history = await repo.latestMessages(ctx.db, ctx.actor.id, CHAT_HISTORY_CONTEXT);
  const messages: ProviderMessage[] = [
    { role: 'system', content: await systemPrompt(ctx) },
    ...history.map((m) => ({ role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const), content: m.content })),
    { role: 'user', content: question },
  ];
  return completeChat(provider, messages);
}

/** POST /chatbot: answers and stores the exchange; a failed answer stores nothing. */
export async function ask(ctx: ServiceContext, body: AssistantBody, options: AssistantOptions) {
  const provider = providerOf(ctx, options);
  const answer = provider ? await providerAnswer(ctx, provider, body.content) : await builtinAnswer(ctx, body.content);
  await repo.insertExchange(ctx.db, ctx.actor.id, body.content, answer, ctx.clock.now());
  return { message: answer };
}

export async function history(ctx: ServiceContext): Promise<{ data: ChatMessage[] }> {
  const rows = await repo.latestMessages(ctx.db, ctx.actor.id, HISTORY_SHOWN);
  return { data: rows.map((m) => ({ id: m.id, role: m.role as ChatRole, content: m.content, created_at: m.createdAt.toISOString() })) };
}

export async function clear(ctx: ServiceContext) {
  await repo.deleteMessages(ctx.db, ctx.actor.id);
  return { message: ASSISTANT_MSG.cleared };
}
