import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DrawnWhole, WHOLE_WITHIN_MS } from './drawn-whole';

/** An answer the test gives when it wants. */
function later<T>() {
  let give!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give: (value: T) => act(async () => give(value)) };
}

function Section({ name, answer, enabled = true }: { name: string; answer: Promise<string>; enabled?: boolean }) {
  const q = useQuery({ queryKey: [name], queryFn: () => answer, enabled });
  return <p>{q.data ?? `${name} cargando`}</p>;
}
/** A section that asks only once another section's answer is there (a dependent query). */
function After({ first, answer }: { first: string; answer: Promise<string> }) {
  const before = useQuery({ queryKey: [first], queryFn: () => new Promise<string>(() => {}), enabled: false });
  return <Section name="después" answer={answer} enabled={before.data !== undefined} />;
}

const draw = (children: React.ReactNode) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <DrawnWhole>{children}</DrawnWhole>
      </QueryClientProvider>
    </MantineProvider>,
  );
const loader = () => screen.queryByRole('status');

describe('A screen drawn whole (its sections shown together once their answers arrived)', () => {
  it('hides every section under one loader until the last answer arrives, then shows them together', async () => {
    const a = later<string>();
    const b = later<string>();
    draw(
      <>
        <Section name="plantel" answer={a.promise} />
        <Section name="estadísticas" answer={b.promise} />
      </>,
    );
    expect(loader()).not.toBeNull();
    expect(screen.getByText('plantel cargando')).not.toBeVisible();
    await a.give('plantel listo');
    expect(await screen.findByText('plantel listo')).not.toBeVisible();
    expect(loader()).not.toBeNull();
    await b.give('estadísticas listas');
    await expect.poll(() => loader()).toBeNull();
    expect(screen.getByText('plantel listo')).toBeVisible();
    expect(screen.getByText('estadísticas listas')).toBeVisible();
  });

  it('waits too for a section that asks only once another answer came', async () => {
    const first = later<string>();
    const second = later<string>();
    draw(
      <>
        <Section name="primero" answer={first.promise} />
        <After first="primero" answer={second.promise} />
      </>,
    );
    await first.give('primero listo');
    // The dependent section starts asking within a render of the first answer: still hidden.
    await new Promise((r) => setTimeout(r, 100));
    expect(await screen.findByText('primero listo')).not.toBeVisible();
    expect(loader()).not.toBeNull();
    await second.give('después listo');
    await expect.poll(() => loader()).toBeNull();
    expect(screen.getByText('después listo')).toBeVisible();
  });

  it('shows the sections with their own loaders once the wait is over, if an answer is still missing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      draw(<Section name="lento" answer={new Promise(() => {})} />);
      await act(() => vi.advanceTimersByTimeAsync(WHOLE_WITHIN_MS - 100));
      expect(loader()).not.toBeNull();
      expect(screen.getByText('lento cargando')).not.toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(loader()).toBeNull();
      expect(screen.getByText('lento cargando')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for an answer asked for elsewhere in the app (the bell, the money after a live event)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const client = new QueryClient();
      const app = (screenShown: boolean, mine?: Promise<string>) => (
        <MantineProvider>
          <QueryClientProvider client={client}>
            <Section name="campana" answer={new Promise(() => {})} />
            {screenShown && mine && (
              <DrawnWhole>
                <Section name="plantel" answer={mine} />
              </DrawnWhole>
            )}
          </QueryClientProvider>
        </MantineProvider>
      );
      // The bell is already asking when the screen appears.
      const { rerender } = render(app(false));
      const mine = later<string>();
      rerender(app(true, mine.promise));
      expect(loader()).not.toBeNull();
      await mine.give('plantel listo');
      // Well within the longest wait: the bell's answer, still missing, is not the screen's.
      await act(() => vi.advanceTimersByTimeAsync(WHOLE_WITHIN_MS / 5));
      expect(loader()).toBeNull();
      expect(screen.getByText('plantel listo')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
