import type { Offer, PlayerOffer } from '@superliga/league';

/**
 * An offer as the old server's bare row (`GET /clausulas/{id}`, docs/decisions/017): the team and
 * the author as plain ids, their names beside them. The id comes from the author as presented, so
 * an author hidden from the reader stays hidden here too (null, never the id).
 */
export function asPlayerOffer(offer: Offer): PlayerOffer {
  return { ...offer, id_team: offer.id_team.id, team: offer.id_team, created_by: offer.created_by?.id ?? null, author: offer.created_by };
}
