import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { invalidateAuctionViews } from './auction-cache';

/** The body repeats what the path decides (001 §7); the server reads only the path. */
export const confirmAuction = (input: { auctionId: number; id_team: number; id_player: number; id_auctioned: number }) =>
  api.post<{ message: string }>(`/auction/confirm/${input.auctionId}`, {
    id_team: input.id_team,
    id_player: input.id_player,
    id_auctioned: input.id_auctioned,
  });
export const useConfirmAuction = () => {
  const qc = useQueryClient();
  // The winner's squad and budget change too: drop those caches as well.
  return useMutation({
    mutationFn: confirmAuction,
    // The toast is the hook's: a row that goes takes the call's callbacks with it (decision 032).
    onSuccess: async (r) => {
      notifySuccess(r.message);
      await Promise.all([
        invalidateAuctionViews(qc),
        qc.invalidateQueries({ queryKey: ['user'] }),
        qc.invalidateQueries({ queryKey: ['players'] }),
        qc.invalidateQueries({ queryKey: ['squad'] }),
      ]);
    },
  });
};
