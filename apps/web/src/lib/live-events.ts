import { LIVE_EVENT_TYPES, type LiveEvent as LeagueLiveEvent, type LiveEventType } from '@superliga/league';
import { useEffect, useRef } from 'react';
import { getToken, authorization } from './token';

/**
 * What a listener receives: one of league's typed live events (docs/decisions/027-the-phone-app.md),
 * or the resync after a reconnect.
 */
export type LiveEvent = LeagueLiveEvent | { type: typeof LIVE_RESYNC; payload: null };
type Listener = (event: LiveEvent) => void;
const KNOWN = new Set<string>(LIVE_EVENT_TYPES);

/**
 * Delivered to every listener, whatever types it asked for, when the stream opens again after a
 * drop or a failed attempt: events sent while it was down are lost, so screens refetch what they
 * show instead of waiting for the next change.
 */
const LIVE_RESYNC = 'stream.resync' as const;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
/** The stream dropped (or could not open) while somebody listened: the next open resyncs. */
let missed = false;
const RETRY_MS = 3000;

/** Splits an SSE text stream into events ('event:' + 'data:' lines, blank line ends one). */
function parseFrames(buffer: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  for (const frame of frames) {
    const data = frame
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trim())
      .join('\n');
    if (!data) continue; // heartbeats and the greeting are comments
    try {
      const parsed = JSON.parse(data) as { type?: unknown };
      // A name this build does not know (a newer server) is skipped rather than mistyped.
      if (typeof parsed.type === 'string' && KNOWN.has(parsed.type)) events.push(parsed as LeagueLiveEvent);
    } catch {
      // A malformed frame is skipped; the next one still arrives.
    }
  }
  return { events, rest };
}

/**
 * One stream per tab, shared by every subscriber. fetch (not EventSource) so the bearer token
 * goes in a header and never in a URL; it reconnects after a drop while anyone listens.
 */
async function connect() {
  const token = getToken();
  if (!token || controller) return;
  const mine = new AbortController();
  controller = mine;
  try {
    // Low priority: the stream never ends and no screen waits on it, so it must not compete with
    // (or count as) the requests a screen needs to render (Lighthouse waited 45 s on it).
    const res = await fetch('/api/events', {
      headers: { Authorization: authorization(token), Accept: 'text/event-stream' },
      signal: mine.signal,
      priority: 'low',
    });
    if (!res.ok || !res.body) throw new Error(String(res.status));
    if (missed) {
      missed = false;
      const resync: LiveEvent = { type: LIVE_RESYNC, payload: null };
      listeners.forEach((fn) => fn(resync));
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      const { events, rest } = parseFrames(buffer);
      buffer = rest;
      for (const e of events) listeners.forEach((fn) => fn(e));
    }
  } catch {
    // dropped or refused: retried below while somebody still listens
  } finally {
    if (controller === mine) controller = null;
    if (!mine.signal.aborted && listeners.size) missed = true;
    if (!mine.signal.aborted && listeners.size && !retryTimer) {
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (listeners.size) void connect();
      }, RETRY_MS);
    }
  }
}

function disconnect() {
  // Nobody listens any more; whoever mounts next fetches fresh data anyway.
  missed = false;
  controller?.abort();
  controller = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/**
 * Calls `onEvent` for every live event of the given types (e.g. 'auction.bid') while the
 * component is mounted, and with LIVE_RESYNC after the stream reconnects. Screens use it to
 * invalidate their queries, so changes made by other users show without a reload.
 */
export function useLiveEvents(types: readonly LiveEventType[], onEvent: (event: LiveEvent) => void) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const wantedTypes = useRef(types);
  wantedTypes.current = types;
  // The effect runs again only when the names change, not for a new array of the same names.
  const key = types.join(',');
  useEffect(() => {
    const wanted = new Set<LiveEvent['type']>([...wantedTypes.current, LIVE_RESYNC]);
    const listener: Listener = (e) => {
      if (wanted.has(e.type)) handler.current(e);
    };
    listeners.add(listener);
    void connect();
    return () => {
      listeners.delete(listener);
      if (!listeners.size) disconnect();
    };
  }, [key]);
}
