import { Agent, request, type AgentOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedUrl } from './outgoing-url';

/**
 * The limits of every call the server makes to the outside (push services, Discord), in one home
 * (decision 014). A call that has not finished in OUTGOING_TIMEOUT_MS is abandoned and counts as a
 * failure (backed off like any other), so one endpoint that accepts and never answers costs a few
 * seconds of one lane, never the delivery of everyone else.
 */
export const OUTGOING_TIMEOUT_MS = 5_000;
/** Push sends in flight at once per process. */
export const PUSH_CONCURRENCY = 8;

/**
 * An agent that connects only to the addresses checked for this URL: the name is not resolved a
 * second time, so a DNS answer that changes between check and connect (rebinding) cannot move the
 * call to another address. The TLS name is still the URL's host. One agent per call, destroyed after.
 */
export function pinnedAgent(checked: CheckedUrl, options: AgentOptions = {}) {
  const [first] = checked.addresses;
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    if (opts.all) (callback as unknown as (err: null, all: { address: string; family: number }[]) => void)(null, checked.addresses);
    else callback(null, first!.address, first!.family);
  };
  return new Agent({ ...options, keepAlive: false, lookup });
}

/**
 * Runs `call` with the agent, rejecting after OUTGOING_TIMEOUT_MS whatever the remote does
 * (trickling bytes keeps a socket's idle timer alive; this one it cannot), and closes the agent's
 * sockets either way.
 */
export async function withTimeout<T>(agent: Agent, call: () => Promise<T>, timeoutMs = OUTGOING_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`sin respuesta en ${timeoutMs} ms`), { timedOut: true })), timeoutMs);
  });
  try {
    return await Promise.race([call(), expired]);
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
}

export interface OutgoingResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** POSTs JSON to a checked URL over the pinned agent; a redirect is answered as it is, never followed. */
export function postJson(checked: CheckedUrl, payload: unknown, agentOptions: AgentOptions = {}): Promise<OutgoingResponse> {
  const agent = pinnedAgent(checked, agentOptions);
  return withTimeout(
    agent,
    () =>
      new Promise<OutgoingResponse>((resolve, reject) => {
        const data = Buffer.from(JSON.stringify(payload));
        const req = request(checked.url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': data.length } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(data);
      }),
  );
}
