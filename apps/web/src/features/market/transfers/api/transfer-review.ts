import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListMeta, Transfer, TransferObjectionBody, TransferReviewBody, ReviewedTransfer } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';

/** The staff's review queue (decision 023). */
export const reviewQueueQueryOptions = () =>
  queryOptions({ queryKey: ['transfers', 'review'], queryFn: () => api.get<{ data: ReviewedTransfer[] }>('/transfers/review') });
export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

/** Transfers in review the reader may see (pending ones of the history with a review state): where others object. */
export const useTransfersInReview = (season: string | null) =>
  useQuery({
    queryKey: ['transfers', 'in-review', season ?? 'all'],
    queryFn: () => api.get<{ data: Transfer[]; meta?: ListMeta }>('/traspasos', { season, all: 'true' }),
    select: (r) => r.data.filter((t) => t.confirmed === 'no' && t.active === 'yes' && (t.review === 'staff' || t.review === 'objection')),
  });

const invalidateMarket = (qc: ReturnType<typeof useQueryClient>) =>
  Promise.all(['transfers', 'user', 'players', 'ledger', 'squad', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })));

export const useReviewTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TransferReviewBody & { id: number }) => api.post<{ message: string }>(`/transfers/${id}/review`, body),
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: (r) => (notifySuccess(r.message), invalidateMarket(qc)),
  });
};

export const useObjectTransfer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TransferObjectionBody & { id: number }) => api.post<{ message: string }>(`/transfers/${id}/objections`, body),
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: (r) => (notifySuccess(r.message), qc.invalidateQueries({ queryKey: ['transfers'] })),
  });
};
