// What a Lighthouse run's trace says about the host, beside its scores (decision 044, "The host's
// share of the main thread").

const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The share of the page's main-thread task time that the thread actually ran on a CPU: each
 * task's thread time (`tdur`) over its wall time (`dur`), summed over the top-level tasks of the
 * busiest renderer main thread. Lighthouse's simulation multiplies a task's wall time by four, so
 * time the thread spent off the CPU (mostly waiting for a core taken by the browser's compositor,
 * its screenshots for the trace, the server on the same machine) counts as the page's own work.
 * Near 1 when the page has the machine to itself; null when the trace has no thread times.
 */
export function mainThreadCpuShare(trace) {
  const events = trace?.traceEvents ?? [];
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !TASK.has(e.name) || !mains.has(thread) || !(e.dur > 0)) continue;
    const tasks = byThread.get(thread) ?? [];
    tasks.push(e);
    byThread.set(thread, tasks);
  }
  const busiest = [...byThread.values()].sort((a, b) => wall(b) - wall(a))[0];
  if (!busiest) return null;
  // Nested RunTask events (a task run inside another's) would count twice: top-level ones only.
  busiest.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // A task Chromium traced without a thread time (a few of a microsecond or two in a load) is
  // left out of both sums; a trace with none at all has no share to tell.
  let end = -Infinity;
  let dur = 0;
  let tdur = 0;
  for (const e of busiest) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    if (typeof e.tdur !== 'number') continue;
    dur += e.dur;
    tdur += e.tdur;
  }
  return dur > 0 ? Math.min(1, tdur / dur) : null;
}

const wall = (tasks) => tasks.reduce((sum, e) => sum + e.dur, 0);
