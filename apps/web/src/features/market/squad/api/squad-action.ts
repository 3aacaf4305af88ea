import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SquadActionKind, SquadActionResult } from '@superliga/league';
import { api } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';

const PATHS: Record<SquadActionKind, string> = { block: 'bloquear', release: 'liberar', register: 'inscribir' };

/**
 * Block, release or register a player of the squad (the api client sends the action's Idempotency-Key).
 * `liftProtection`: registering a blocked player gives up his protection, once the dialog said so.
 */
export const squadAction = ({ id, action, liftProtection }: { id: number; action: SquadActionKind; liftProtection?: boolean }) =>
  api.post<SquadActionResult>(`/plantel/${id}/${PATHS[action]}`, liftProtection ? { lift_protection: true } : undefined);
export const useSquadAction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: squadAction,
    // The budget, the squad and the player lists change (a release adds a free agent). Told here,
    // not by the button: a released player's row goes when the squad is read again, before the
    // answer's own callbacks would run, and they die with it.
    onSuccess: (r) => {
      notifySuccess(r.message);
      return Promise.all(['squad', 'user', 'players', 'ledger', 'teams'].map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
};
