import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
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
    onSuccess: async () => {
      await Promise.all([
        invalidateAuctionViews(qc),
        qc.invalidateQueries({ queryKey: ['user'] }),
        qc.invalidateQueries({ queryKey: ['players'] }),
        qc.invalidateQueries({ queryKey: ['squad'] }),
      ]);
    },
  });
};
