import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LoadingState } from './states';

/**
 * The longest a screen's sections stay hidden for their answers: past it each section shows its
 * own loader, as before (decision 044, "Nothing moves while a screen loads").
 */
export const WHOLE_WITHIN_MS = 1000;
/**
 * No answer asked for during this long counts as all answered: a section that asks only once
 * another answer came (a dependent query) asks within a render or two of it.
 */
const QUIET_MS = 50;

/** True while the answers asked for since the screen appeared are still arriving (up to WHOLE_WITHIN_MS). */
function useAnswersArriving(): boolean {
  const client = useQueryClient();
  const [arriving, setArriving] = useState(true);
  useEffect(() => {
    if (!arriving) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // Runs after the sections' own effects: the answers they ask for are already being fetched.
    const check = () => {
      clearTimeout(quiet);
      if (client.isFetching() === 0) quiet = setTimeout(() => client.isFetching() === 0 && setArriving(false), QUIET_MS);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    const cap = setTimeout(() => setArriving(false), WHOLE_WITHIN_MS);
    return () => {
      unsubscribe();
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
export function DrawnWhole({ children }: { children: ReactNode }) {
  const arriving = useAnswersArriving();
  return (
    <>
      {arriving && <LoadingState />}
      <Stack style={arriving ? { visibility: 'hidden', height: 0, overflow: 'hidden' } : undefined}>{children}</Stack>
    </>
  );
}
