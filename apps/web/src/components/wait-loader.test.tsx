import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RING_AFTER_MS, WaitLoader } from './wait-loader';

const loader = (name: string) => <WaitLoader role="status" aria-label={name} />;
const waiting = (name: string) => screen.getByRole('status', { name }).hasAttribute('data-waiting');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** The loader's ring is hidden for `ms` more milliseconds, and shown right after. */
function expectRingIn(name: string, ms: number) {
  expect(waiting(name)).toBe(true);
  wait(ms - 1);
  expect(waiting(name)).toBe(true);
  wait(1);
  expect(waiting(name)).toBe(false);
}

describe("A wait's loader (its ring after the wait's first second)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // Each case starts a wait of its own: long after the last case's loaders closed.
    vi.advanceTimersByTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('is in place and named at once, and shows its ring only after the first second', () => {
    const view = render(<MantineProvider>{loader('Cargando')}</MantineProvider>);
    expectRingIn('Cargando', RING_AFTER_MS);
    view.unmount();
  });

  it('counts the second from the first loader of one wait, not from each loader it passes to', () => {
    const view = render(<MantineProvider>{loader('marco')}</MantineProvider>);
    wait(600);
    // A different key: the frame's loader goes and a new one comes, as a lazy screen's does.
    view.rerender(<MantineProvider key="otra">{loader('pantalla')}</MantineProvider>);
    expectRingIn('pantalla', RING_AFTER_MS - 600);
    view.unmount();
  });

  it('shows its ring at once when it takes over a wait already past its second', () => {
    const view = render(<MantineProvider>{loader('marco')}</MantineProvider>);
    wait(RING_AFTER_MS + 500);
    view.rerender(<MantineProvider key="otra">{loader('pantalla')}</MantineProvider>);
    expect(waiting('pantalla')).toBe(false);
    view.unmount();
  });

  it('starts a second of its own for a new wait, after the last one ended', () => {
    const first = render(<MantineProvider>{loader('marco')}</MantineProvider>);
    wait(RING_AFTER_MS + 500);
    first.unmount();
    wait(1_000);
    render(<MantineProvider>{loader('otra espera')}</MantineProvider>);
    expectRingIn('otra espera', RING_AFTER_MS);
  });
});
