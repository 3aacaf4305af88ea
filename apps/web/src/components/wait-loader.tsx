import { Loader, type LoaderProps } from '@mantine/core';
import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import './wait-loader.css';

/**
 * How long a wait goes on without a turning ring: a wait under a second keeps the manager's flow
 * and a ring flashed for it only distracts; after it the ring says the app is still working
 * (decision 044, "A wait's ring after its first second").
 */
export const RING_AFTER_MS = 1000;
/** A loader that takes over from another within this time continues the same wait. */
const HANDOVER_MS = 100;

// One wait often passes from loader to loader (the app's frame, then a lazy screen, then its
// first answers): the ring's second counts from the first of them, not from each.
let open = 0;
let since = 0;
let lastClosed = -Infinity;
const inWait = (now: number) => open > 0 || now - lastClosed <= HANDOVER_MS;
const ringDue = (now: number) => inWait(now) && now - since >= RING_AFTER_MS;

function openWait(now: number) {
  if (!inWait(now)) since = now;
  open++;
  return since + RING_AFTER_MS - now;
}
function closeWait() {
  open--;
  if (open === 0) lastClosed = performance.now();
}

/** Mantine's `Loader` for a wait: its place kept at once, its ring shown after the wait's first second. */
export function WaitLoader({ className, ...props }: LoaderProps & ComponentPropsWithoutRef<'span'>) {
  const [ring, setRing] = useState(() => ringDue(performance.now()));
  useEffect(() => {
    const left = openWait(performance.now());
    const timer = setTimeout(() => setRing(true), Math.max(0, left));
    return () => {
      clearTimeout(timer);
      closeWait();
    };
  }, []);
  return <Loader {...props} className={className ? `wait-loader ${className}` : 'wait-loader'} data-waiting={ring ? undefined : ''} />;
}
