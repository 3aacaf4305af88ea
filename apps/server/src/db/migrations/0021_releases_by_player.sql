-- Which teams released a player this season (decision 013: a released player does not go back to
-- the team that released him in that season) is asked by every bid, clause offer and transfer.
CREATE INDEX IF NOT EXISTS "squad_actions_player_season_idx" ON "squad_actions" USING btree ("id_player","id_season");
