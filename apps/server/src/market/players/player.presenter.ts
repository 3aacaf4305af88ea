import { readDivision, type Player, type PlayerStatus } from '@superliga/league';
import type { PlayerWithTeam } from './players.repository';

/** The API's player: `id_team` is the team as { id, name, division } (000 §3). */
export function presentPlayer(row: PlayerWithTeam): Player {
  return {
    id: row.id,
    name: row.name,
    id_team: { id: row.teamId, name: row.teamName, division: readDivision(row.teamDivision) },
    status: row.status as PlayerStatus,
    value: row.value,
    ca: row.ca,
    pa: row.pa,
    age: row.age,
  };
}
