CREATE TABLE "player_name_words" (
	"word" varchar(100) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "player_name_words_trgm_idx" ON "player_name_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_search_prefix_idx" ON "players" USING btree ("search_name" collate "C","id");--> statement-breakpoint
-- Name search corrects a misspelt word against the words of the players' names (see
-- features/players/players.repository.ts), split where the search splits them. Every word of an
-- inserted or updated player joins the list; none leaves it (a stale word finds nothing).
-- Statement-level with a transition table: one INSERT per statement, however many rows it wrote.
CREATE OR REPLACE FUNCTION superliga_player_name_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_name_words (word)
  SELECT DISTINCT w FROM changed_players, regexp_split_to_table(changed_players.search_name, '[[:space:]''.-]+') AS w
  WHERE w <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER players_name_words_inserted AFTER INSERT ON "players" REFERENCING NEW TABLE AS changed_players FOR EACH STATEMENT EXECUTE FUNCTION superliga_player_name_words();
--> statement-breakpoint
CREATE TRIGGER players_name_words_updated AFTER UPDATE ON "players" REFERENCING NEW TABLE AS changed_players FOR EACH STATEMENT EXECUTE FUNCTION superliga_player_name_words();
--> statement-breakpoint
INSERT INTO player_name_words (word)
SELECT DISTINCT w FROM players, regexp_split_to_table(players.search_name, '[[:space:]''.-]+') AS w
WHERE w <> ''
ON CONFLICT DO NOTHING;
