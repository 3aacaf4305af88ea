import { useDeferredValue } from 'react';

/**
 * `ready` (what a screen needs has arrived), turned true in a render React can cut into slices.
 * TanStack Query tells React of an answer through useSyncExternalStore, and React renders such a
 * change at once, in one task: a list of fifty rows was one 45–60 ms task on the bench host, four
 * times that on Lighthouse's phone, all of it blocking time (decision 044, "The first answers
 * drawn in slices"). Through `useDeferredValue` the urgent render still shows the loading state
 * and the one that draws the answers is a deferred render, which yields to the browser every few
 * milliseconds. Only the change to ready is deferred: while it stays true (a refetch, a kept page
 * of a list) nothing changes, and a screen whose answers are already in the cache draws at once.
 */
export function useFirstDraw(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}
