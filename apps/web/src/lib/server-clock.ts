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

/** The server's now, ticking every `tickMs` (null until the server answered). */
export function useServerNow(tickMs = 1000): Date | null {
  const offset = useServerOffset();
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return offset.data === undefined ? null : new Date(Date.now() + offset.data);
}
