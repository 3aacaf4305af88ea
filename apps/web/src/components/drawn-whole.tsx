import { Stack, type MantineSpacing } from '@mantine/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { LoadingState } from './states';

/**
 * The longest a screen's sections stay hidden for their answers: past it each section shows its
 * own loader, as before (decision 044, "Nothing moves while a screen loads"). Five seconds: the
 * fixture's and the statistics' answers come in a chain of three (season, tournament, rounds or
 * lists), /reversiones' in a chain of two; with answers of 1.5 s each (a poor connection) a
 * shorter wait showed the first part and then pushed it down (a shift of 0.04–0.38; decision
 * 044, "Slow answers").
 */
export const WHOLE_WITHIN_MS = 5000;
/**
 * No answer asked for during this long counts as all answered: a section that asks only once
 * another answer came (a dependent query) asks within a render or two of it.
 */
const QUIET_MS = 50;

/**
 * True while the answers the sections ask for are still arriving (up to WHOLE_WITHIN_MS). Only
 * the queries the sections themselves observe count: a refetch elsewhere in the app (the bell, the
 * user's money after a live event) does not hold the screen hidden.
 */
function useAnswersArriving(): boolean {
  const client = useQueryClient();
  const [arriving, setArriving] = useState(true);
  // A layout effect runs before every passive effect of the sections, where their queries are
  // observed and start fetching: each is seen as it is added.
  useLayoutEffect(() => {
    if (!arriving) return;
    const cache = client.getQueryCache();
    const sections = new Set<Query>();
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const fetching = () => [...sections].some((query) => query.state.fetchStatus === 'fetching');
    const check = () => {
      clearTimeout(quiet);
      if (!fetching()) quiet = setTimeout(() => !fetching() && setArriving(false), QUIET_MS);
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'observerAdded') sections.add(event.query);
      if (sections.has(event.query)) check();
    });
    // Checked once the sections' effects have run (their queries asked for by then).
    const first = setTimeout(check, 0);
    const cap = setTimeout(() => setArriving(false), WHOLE_WITHIN_MS);
    return () => {
      unsubscribe();
      clearTimeout(first);
      clearTimeout(quiet);
      clearTimeout(cap);
    };
  }, [client, arriving]);
  return arriving;
}

/**
 * A screen of several sections that each load their own answers, drawn whole: while the answers
 * arrive the sections are laid out hidden (so they ask at once) under one loader, then shown
 * together. Drawn one by one, a section above that filled in pushed down the ones under it while
 * the manager read or was about to tap them (decision 044, "Nothing moves while a screen loads").
 */
export function DrawnWhole({ children, gap }: { children: ReactNode; gap?: MantineSpacing }) {
  const arriving = useAnswersArriving();
  return (
    <>
      {arriving && <LoadingState />}
      <Stack gap={gap} style={arriving ? { visibility: 'hidden', height: 0, overflow: 'hidden' } : undefined}>
        {children}
      </Stack>
    </>
  );
}
