// Several builds compared in one run, counterbalanced: the host drifts over a run (a league just
// loaded, the machine's neighbours), and once a pair measured in turn favoured whichever build came
// second, in both orders (decision 044, "Builds measured in turn"). So `LIGHTHOUSE_ROUNDS` repeats
// the builds in the order A B, B A, A B…, and each build's runs of every round are read together.

/** The median run by score; its metrics come from that same run so they stay a consistent set. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    scores: runs.map((r) => r.score),
    benchmark_indexes: runs.map((r) => r.benchmark_index),
    cpu_slowdowns: runs.map((r) => r.cpu_slowdown),
    main_cpu_shares: runs.map((r) => r.main_cpu_share),
    runs,
  };
}

/** The builds in the order of round `round` (from 0): as given, then reversed, and so on. */
export function roundOrder(builds, round) {
  return round % 2 === 0 ? builds : [...builds].reverse();
}

/**
 * One build's screens over its rounds (each a `{ [screen]: medianRun + path }`), as one: each
 * screen the median of all its runs, in round order. A screen skipped in a round stays skipped.
 */
export function mergeRounds(rounds) {
  const merged = {};
  for (const name of Object.keys(rounds[0])) {
    const each = rounds.map((r) => r[name]);
    const skipped = each.find((r) => !r.runs);
    merged[name] = skipped ?? { ...medianRun(each.flatMap((r) => r.runs)), path: each[0].path };
  }
  return merged;
}

/** A screen's result as written to the report: its runs are in `scores` and the host's lists already. */
export function withoutRuns(screens) {
  return Object.fromEntries(Object.entries(screens).map(([name, { runs: _runs, ...r }]) => [name, r]));
}
