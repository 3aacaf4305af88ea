import { runMarketJobs } from '../features/jobs/jobs.service';
import type { ServiceDeps } from '../lib/context';

/**
 * What the market does by itself when its time comes: clause rounds at the reveal, auctions at
 * their end, auctions nobody bid on closed 'deserted' after the auction hours, and transfers
 * whose objection window passed without a veto made final (decision 023). Each is a job of the
 * registry (features/jobs/job-registry.ts): run once per slot across processes and recorded for
 * 'Tareas'; a round stuck past its due time tells the Admin.
 */
function runMarketClock(deps: ServiceDeps, onError: (err: unknown) => void) {
  return runMarketJobs(deps, onError);
}

/**
 * Runs the market's due work now (a server that was down at a reveal or an auction's end catches
 * up on start) and then every `intervalMs` (0: never again), reading time from the injected clock.
 * Every process runs it; each round and auction is still decided once (conditional updates).
 */
export function startMarketScheduler(deps: ServiceDeps, options: { intervalMs: number; onError?: (err: unknown) => void }) {
  const onError = options.onError ?? (() => {});
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return running;
    busy = true;
    running = runMarketClock(deps, onError)
      .catch(onError)
      .finally(() => {
        busy = false;
      });
    return running;
  };
  const first = tick();
  const timer = options.intervalMs > 0 ? setInterval(tick, options.intervalMs) : undefined;
  timer?.unref();
  return {
    first,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
