import { MSG } from '@superliga/league';
import { AppError } from '../../lib/errors';

export type ProviderMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type ProviderConfig = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/**
 * One call to an OpenAI-compatible /chat/completions endpoint. A timeout answers 504 and any
 * other failure (network, status, malformed body) 502, both with the assistant's Spanish error,
 * so the user never waits forever nor sees a provider's text.
 */
export async function completeChat(config: ProviderConfig, messages: ProviderMessage[]): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({ model: config.model, messages }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    body = await res.json();
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new AppError(timedOut ? 'gatewayTimeout' : 'badGateway', MSG.assistantError);
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (!res.ok || typeof content !== 'string' || !content.trim()) throw new AppError('badGateway', MSG.assistantError);
  return content.trim();
}
