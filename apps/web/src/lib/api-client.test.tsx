import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, endFirstLoad, fetchEarly } from './api-client';
import { setToken } from './token';

describe('early answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are not handed out after a write: a read asked for before it may be stale', async () => {
    setToken('t');
    const fetch = vi.fn(async (url: string, init?: RequestInit) => Response.json({ url, method: init?.method ?? 'GET', n: fetch.mock.calls.length }));
    vi.stubGlobal('fetch', fetch);
    fetchEarly('/ledger/summary');
    endFirstLoad();
    await api.post('/bets', { amount: 1 });
    const summary = await api.get<{ n: number }>('/ledger/summary');
    // Asked again after the write, not the answer fetched before it.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(summary.n).toBe(3);
  });
});
