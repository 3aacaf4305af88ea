import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServerTime } from '@superliga/league';
import { api } from './api-client';

/**
 * The server's clock as seen from this tab: countdowns (market gate, auction ends) run on the
 * server's time, not the device's, which may be wrong or in another zone.
 */
function useServerOffset() {
  return useQuery({
    queryKey: ['server-time'],
    queryFn: async () => {
      const sent = Date.now();
      const { now } = await api.get<ServerTime>('/server-time');
      const received = Date.now();
      return new Date(now).getTime() - (sent + received) / 2;
    },
    staleTime: 60_000,
  });
}

/** The server's now from this tab's offset to it (null until the server answered). */
const serverNow = (offset: number | undefined) => (offset === undefined ? null : new Date(Date.now() + offset));

/** The server's now, ticking every `tickMs` (null until the server answered). */
export function useServerNow(tickMs = 1000): Date | null {
  const offset = useServerOffset();
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return serverNow(offset.data);
}

/** The longest delay setTimeout keeps (2^31 − 1 ms, about 24.8 days); a later instant is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * The server's now (null until the server answered), drawn again when it reaches `instant` rather
 * than every second: a screen whose content changes at a moment (an auction that ends, a match
 * that starts) follows it, while only its countdowns tick (ServerCountdown). On a phone a screen
 * redrawn every second was a task every second for the whole list; a countdown is a line of text.
 */
export function useServerNowAt(instant: Date | null): Date | null {
  const offset = useServerOffset().data;
  const [wakes, setWakes] = useState(0);
  const at = instant?.getTime() ?? null;
  useEffect(() => {
    if (offset === undefined || at === null) return;
    const left = at - (Date.now() + offset);
    if (left < 0) return;
    const id = setTimeout(() => setWakes((n) => n + 1), Math.min(left + 1, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(id);
  }, [at, offset, wakes]);
  return serverNow(offset);
}
