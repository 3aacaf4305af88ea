import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { AUCTION_MSG } from '@superliga/league';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuctionStatus } from '../features/market/auctions/components/auction-status';
import { server } from '../test/server';
import { useServerNowAt } from './server-clock';

const START = new Date('2026-03-02T12:00:00Z');
/** The server runs 30 s ahead of this device: every instant below is on the server's clock. */
const SERVER_AHEAD_MS = 30_000;
const serverAt = (ms: number) => new Date(START.getTime() + SERVER_AHEAD_MS + ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

/** A client whose server-clock offset is already known, as after the first `/server-time` answer. */
function clockKnown() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['server-time'], SERVER_AHEAD_MS);
  return client;
}

function renderWith(client: QueryClient, ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}

/** Records the server's now of every render of a screen that follows `instant`. */
function harness(instant: Date | null) {
  const renders: (number | null)[] = [];
  function Screen() {
    renders.push(useServerNowAt(instant)?.getTime() ?? null);
    return null;
  }
  renderWith(clockKnown(), <Screen />);
  return renders;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useServerNowAt', () => {
  it("answers the server's now and draws again when it reaches the instant, not every second", () => {
    const renders = harness(serverAt(3_500));
    expect(renders).toEqual([serverAt(0).getTime()]);
    advance(3_000);
    expect(renders).toHaveLength(1);
    advance(600);
    expect(renders).toHaveLength(2);
    expect(renders[1]).toBeGreaterThanOrEqual(serverAt(3_500).getTime());
    advance(10_000);
    expect(renders).toHaveLength(2);
  });

  it('never draws again without an instant, or for one already past', () => {
    const none = harness(null);
    const past = harness(serverAt(-1_000));
    advance(5_000);
    expect(none).toHaveLength(1);
    expect(past).toHaveLength(1);
  });

  it("is null until the server's clock is known", () => {
    const renders: (Date | null)[] = [];
    function Screen() {
      renders.push(useServerNowAt(serverAt(1_000)));
      return null;
    }
    // No offset yet: /server-time has not answered.
    server.use(http.get('/api/server-time', () => new Promise<never>(() => {})));
    renderWith(new QueryClient(), <Screen />);
    expect(renders).toEqual([null]);
  });
});

describe("An open auction's state (AuctionStatus)", () => {
  it('ticks its countdown by itself and turns to its end label at the end', () => {
    renderWith(clockKnown(), <AuctionStatus status="open" endsAt={serverAt(2_500).toISOString()} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    advance(1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    advance(2_000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(AUCTION_MSG.ended)).toBeInTheDocument();
  });
});
