import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare } from './lighthouse-trace.mjs';

const thread = (pid, tid, name) => ({ ph: 'M', name: 'thread_name', pid, tid, args: { name } });
const task = (pid, tid, ts, dur, tdur, name = 'ThreadControllerImpl::RunTask') => ({ ph: 'X', name, pid, tid, ts, dur, tdur });
const PAGE = [1, 1];
const OTHER_PAGE = [2, 2];
const COMPOSITOR = [3, 3];
const names = [thread(...PAGE, 'CrRendererMain'), thread(...OTHER_PAGE, 'CrRendererMain'), thread(...COMPOSITOR, 'VizCompositorThread')];

describe("the share of the page's main-thread task time spent on a CPU", () => {
  it.each([
    ['every task on the CPU', [task(...PAGE, 0, 100, 100), task(...PAGE, 200, 50, 50)], 1],
    ['a third on the CPU', [task(...PAGE, 0, 90, 30), task(...PAGE, 100, 60, 20)], 1 / 3],
    // A task run inside another one (both traced) counts once, as part of the outer task.
    ['a nested task counts once', [task(...PAGE, 0, 100, 50), task(...PAGE, 10, 40, 40, 'RunTask')], 0.5],
    // The busiest renderer main thread is the page's (Lighthouse's own blank page is another).
    ['the busiest renderer is the page', [task(...PAGE, 0, 100, 25), task(...OTHER_PAGE, 0, 10, 10)], 0.25],
    ["another process's threads do not count", [task(...PAGE, 0, 100, 50), task(...COMPOSITOR, 0, 400, 400)], 0.5],
    ['events that are not tasks do not count', [task(...PAGE, 0, 100, 50), task(...PAGE, 200, 100, 0, 'FunctionCall')], 0.5],
    ['no thread times in the trace', [task(...PAGE, 0, 100, undefined)], null],
    // Chromium leaves the thread time off a few tiny tasks: the others still tell the share.
    ['a task without its thread time is left out', [task(...PAGE, 0, 100, 40), task(...PAGE, 200, 1, undefined)], 0.4],
    ['no task of a renderer main thread', [task(...COMPOSITOR, 0, 100, 50)], null],
  ])('%s', (_case, tasks, expected) => {
    const share = mainThreadCpuShare({ traceEvents: [...names, ...tasks] });
    if (expected === null) expect(share).toBeNull();
    else expect(share).toBeCloseTo(expected, 6);
  });

  it('no trace at all', () => {
    expect(mainThreadCpuShare(undefined)).toBeNull();
  });
});
