/**
 * A synthetic database in the old app's schema (column names, types and defaults as its
 * migrations leave them; docs/decisions/018-legacy-import.md), with the old app's known faults:
 * duplicated names, dangling team ids, `confirmed` in both spellings, a user with two teams, a
 * budget that does not add up against the old ledger, a deleted player, an ambiguous odd.
 * The SQL is a dump: the admin screen uploads the same text.
 */
export const OLD_SCHEMA = `
CREATE TABLE users (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, name varchar(255) NOT NULL, email varchar(255) NOT NULL UNIQUE,
  email_verified_at timestamp NULL, password varchar(255) NOT NULL, rol varchar(255) NOT NULL DEFAULT 'Visitante', profits int NULL, costs int NULL,
  deleted_at timestamp NULL, remember_token varchar(100) NULL, created_at timestamp NULL, updated_at timestamp NULL) DEFAULT CHARSET=utf8mb4;
CREATE TABLE seasons (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, name varchar(255) NOT NULL, start datetime NOT NULL, end datetime NOT NULL,
  active varchar(255) NULL DEFAULT 'no', created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE teams (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, name varchar(255) NOT NULL, division varchar(255) NOT NULL, id_user bigint unsigned NULL,
  title_first_division int NULL, title_second_division int NULL, title_third_division int NULL, title_cup int NULL, title_ucl int NULL, title_uel int NULL,
  title_league_cup int NULL, title_champions_cup int NULL, title_super_cup int NULL, cdr int NULL, image_patch varchar(255) NULL,
  updated_by bigint unsigned NOT NULL, created_at timestamp NULL, updated_at timestamp NULL) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE players (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, id_external varchar(255) NULL, name varchar(255) NOT NULL, age int NOT NULL, ca int NOT NULL, pa int NOT NULL,
  nation varchar(255) NULL, id_team bigint unsigned NULL, value int NOT NULL DEFAULT 15000000, status varchar(255) NULL, image varchar(255) NULL,
  deleted_at timestamp NULL, created_at timestamp NULL, updated_at timestamp NULL) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE transfers (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, transferred_players text NOT NULL, id_team_from bigint unsigned NULL, id_team_to bigint unsigned NULL,
  budget int NOT NULL DEFAULT 0, created_by bigint unsigned NOT NULL, buy_by bigint unsigned NULL, sold_by bigint unsigned NULL, confirmed_by bigint unsigned NULL,
  confirmed varchar(255) NOT NULL DEFAULT 'no', id_season bigint unsigned NULL, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE bets (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, \`match\` varchar(255) NOT NULL, description text NOT NULL, home_odd decimal(8,2) NOT NULL,
  away_odd decimal(8,2) NOT NULL, draw_odd decimal(8,2) NOT NULL, under decimal(8,2) NOT NULL, \`over\` decimal(8,2) NOT NULL, created_by bigint unsigned NOT NULL,
  active varchar(255) NOT NULL DEFAULT 'on', id_season bigint unsigned NULL, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE bet_user (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, id_user bigint unsigned NOT NULL, id_bet bigint unsigned NOT NULL, amount int NOT NULL DEFAULT 0,
  selected_option decimal(8,2) NULL, confirmed varchar(255) NOT NULL DEFAULT 'no', id_season bigint unsigned NULL, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE player_bets (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, name varchar(255) NOT NULL, description text NULL, goal_odd decimal(8,2) NOT NULL,
  card_odd decimal(8,2) NOT NULL, created_by bigint unsigned NOT NULL, active varchar(255) NOT NULL DEFAULT 'on', id_season bigint unsigned NULL,
  created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE playerbet_user (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, id_user bigint unsigned NOT NULL, id_player_bets bigint unsigned NOT NULL,
  amount int NOT NULL DEFAULT 0, selected_option decimal(8,2) NULL, confirmed varchar(255) NOT NULL DEFAULT 'no', id_season bigint unsigned NULL,
  created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE rescissions (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, id_player bigint unsigned NOT NULL, name varchar(255) NOT NULL, id_team bigint unsigned NOT NULL,
  created_by bigint unsigned NOT NULL, value int NOT NULL, other_players json NULL, extra_value int NOT NULL DEFAULT 0, total_value int NOT NULL,
  id_season bigint unsigned NULL, confirmed varchar(255) NOT NULL DEFAULT 'no', active varchar(255) NOT NULL DEFAULT 'yes', to_team_id bigint unsigned NULL,
  created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE auctions (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, id_player bigint unsigned NOT NULL, id_team bigint unsigned NOT NULL, created_by bigint unsigned NOT NULL,
  auctioned_by bigint unsigned NULL, amount int NOT NULL DEFAULT 0, id_season bigint unsigned NULL, confirmed varchar(255) NOT NULL DEFAULT 'no',
  active varchar(255) NOT NULL DEFAULT 'no', close datetime NULL, to_team_id bigint unsigned NULL, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE transactions (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, user_id bigint unsigned NOT NULL, team_id bigint unsigned NULL, type varchar(255) NOT NULL,
  amount decimal(15,2) NOT NULL, previous_balance decimal(15,2) NOT NULL, current_balance decimal(15,2) NOT NULL, description varchar(255) NULL,
  created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE tournaments (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, name varchar(255) NOT NULL, start_date date NULL, end_date date NULL, format varchar(255) NULL,
  type varchar(255) NULL, season_id bigint unsigned NOT NULL, status varchar(255) NOT NULL DEFAULT 'active', created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE games (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, tournament_id bigint unsigned NOT NULL, team_home_id bigint unsigned NOT NULL, team_away_id bigint unsigned NOT NULL,
  score_home int NULL, score_away int NULL, match_date date NOT NULL, status varchar(255) NOT NULL DEFAULT 'pending', stage varchar(255) NULL,
  created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE standings (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, tournament_id bigint unsigned NOT NULL, team_id bigint unsigned NOT NULL, points int NOT NULL DEFAULT 0,
  played int NOT NULL DEFAULT 0, won int NOT NULL DEFAULT 0, drawn int NOT NULL DEFAULT 0, lost int NOT NULL DEFAULT 0, goals_for int NOT NULL DEFAULT 0,
  goals_against int NOT NULL DEFAULT 0, goal_difference int NOT NULL DEFAULT 0, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE match_statistics (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, match_id bigint unsigned NOT NULL, player_id bigint unsigned NOT NULL,
  tournament_id bigint unsigned NOT NULL, user_id bigint unsigned NULL, goals int NOT NULL DEFAULT 0, assists int NOT NULL DEFAULT 0, yellow_cards int NOT NULL DEFAULT 0,
  red_cards int NOT NULL DEFAULT 0, simple_injuries int NOT NULL DEFAULT 0, serious_injuries int NOT NULL DEFAULT 0, mvp tinyint(1) NOT NULL DEFAULT 0,
  rating decimal(3,1) NULL, team_id bigint unsigned NULL, created_at timestamp NULL, updated_at timestamp NULL);
CREATE TABLE prizes (id bigint unsigned AUTO_INCREMENT PRIMARY KEY, tournament_id bigint unsigned NOT NULL, team_id bigint unsigned NOT NULL, amount decimal(15,2) NOT NULL DEFAULT 0,
  position varchar(255) NOT NULL, description varchar(255) NULL, status varchar(255) NOT NULL DEFAULT 'pending', created_at timestamp NULL, updated_at timestamp NULL);
`;

/** Rows with the faults; ids chosen so the test can name them. */
export const OLD_DATA = `
INSERT INTO users (id, name, email, password, rol, profits, deleted_at) VALUES
  (1, 'Ana Admin', 'ana@old.test', '$2y$10$x', 'Admin', 900000000, NULL),
  (2, 'Beto', 'beto@old.test', '$2y$10$x', 'Manager Primera', 250000000, NULL),
  (3, 'Caro', 'caro@old.test', '$2y$10$x', 'Manager Segunda', NULL, NULL),
  (4, 'Dani', 'dani@old.test', '$2y$10$x', 'Visitante', 5000000, '2025-03-01 10:00:00');
INSERT INTO seasons (id, name, start, end, active) VALUES
  (1, 'Temporada 55', '2024-07-01 00:00:00', '2024-12-31 23:00:00', 'no'),
  (2, 'Temporada 56', '2025-01-01 00:00:00', '2025-06-30 23:00:00', 'no'),
  (3, 'Temporada 57', '2025-07-01 00:00:00', '2025-12-31 23:00:00', 'yes');
INSERT INTO teams (id, name, division, id_user, title_first_division, title_cup, title_super_cup, updated_by) VALUES
  (10, 'Atlético Viejo', 'Primera', 2, 5, 2, NULL, 1),
  (11, 'Deportivo Sur', 'Segunda', 2, NULL, NULL, 1, 1),
  (12, 'Racing Norte', 'Primera', 3, 0, 1, NULL, 1),
  (13, 'atletico viejo', '', 42, NULL, NULL, NULL, 1),
  (61, 'Libres', '', NULL, NULL, NULL, NULL, 1);
INSERT INTO players (id, name, age, ca, pa, id_team, value, status, deleted_at) VALUES
  (100, 'Juan Pérez', 24, 140, 160, 10, 20000000, NULL, NULL),
  (101, 'Juan Perez', 22, 120, 150, 12, 15000000, 'liberado', NULL),
  (102, 'Tomás Gol', 27, 150, 155, 10, 30000000, 'bloqueado', NULL),
  (103, 'Pibe Suelto', 19, 90, 170, 99, 15000000, NULL, NULL),
  (104, 'Viejo Crack', 35, 130, 130, 12, 1000000, NULL, '2025-02-01 12:00:00'),
  (105, 'Libre Total', 30, 100, 110, NULL, 5000000, NULL, NULL),
  (106, 'Nico Nueve', 25, 145, 150, 12, 25000000, NULL, NULL);
INSERT INTO transfers (id, transferred_players, id_team_from, id_team_to, budget, created_by, buy_by, sold_by, confirmed_by, confirmed, id_season, created_at) VALUES
  (1, 'Tomás Gol', 10, 12, 30000000, 3, 3, 2, 2, 'si', 2, '2025-02-10 18:30:00'),
  (2, 'Juan Perez, Nico Nueve', 12, 10, 10000000, 2, 2, 3, NULL, 'no', 3, '2025-08-01 09:00:00'),
  (3, 'Viejo Crack', 12, 10, 1000000, 2, 2, 3, 3, 'yes', 2, '2025-02-02 09:00:00'),
  (4, 'Nico Nueve, Fantasma', 12, 77, 5000000, 2, 2, 3, 3, 'si', 2, '2025-02-03 09:00:00');
INSERT INTO rescissions (id, id_player, name, id_team, created_by, value, other_players, extra_value, total_value, id_season, confirmed, active, created_at) VALUES
  (1, 102, 'Tomás Gol', 10, 3, 30000000, '[]', 0, 30000000, 2, 'yes', 'no', '2025-02-09 21:00:00'),
  (2, 106, 'Nico Nueve', 12, 2, 25000000, NULL, 1000000, 26000000, 3, 'no', 'yes', '2025-08-02 10:00:00'),
  (3, 104, 'Viejo Crack', 12, 2, 1000000, NULL, 0, 1000000, 2, 'no', 'no', NULL);
INSERT INTO auctions (id, id_player, id_team, created_by, auctioned_by, amount, id_season, confirmed, active, close, to_team_id, created_at) VALUES
  (1, 105, 61, 1, 2, 6000000, 2, 'yes', 'no', '2025-03-01 20:00:00', NULL, '2025-03-01 08:00:00'),
  (2, 103, 61, 1, 3, 1000, 3, 'no', 'yes', '2030-01-01 00:00:00', 12, NULL);
INSERT INTO transactions (id, user_id, type, amount, previous_balance, current_balance) VALUES
  (1, 2, 'ingreso', 250000000, 0, 250000000),
  (2, 1, 'ingreso', 1000000000, 0, 1000000000),
  (3, 1, 'egreso', 50000000, 1000000000, 950000000);
INSERT INTO tournaments (id, name, start_date, end_date, format, type, season_id) VALUES
  (1, 'Primera T56', '2025-01-05', '2025-06-20', 'PD', 'league', 2),
  (2, 'Copa T56', '2025-01-05', NULL, 'CFM', 'cup', 2),
  (3, 'Torneo raro', NULL, NULL, 'XYZ', 'cup', 2);
INSERT INTO games (id, tournament_id, team_home_id, team_away_id, score_home, score_away, match_date, status, stage) VALUES
  (1, 1, 10, 12, 2, 1, '2025-01-12', 'completed', '1'),
  (2, 1, 12, 10, 0, 0, '2025-01-19', 'completed', '2'),
  (3, 1, 10, 12, 3, 3, '2025-01-20', 'completed', '1'),
  (4, 2, 10, 12, 1, 0, '2025-06-10', 'completed', 'Final'),
  (5, 1, 10, 99, NULL, NULL, '2025-02-01', 'pending', '3');
INSERT INTO standings (id, tournament_id, team_id, points, played, won, drawn, lost, goals_for, goals_against, goal_difference) VALUES
  (1, 1, 10, 4, 2, 1, 1, 0, 2, 1, 1), (2, 1, 12, 1, 2, 0, 1, 1, 1, 2, -1);
INSERT INTO match_statistics (id, match_id, player_id, tournament_id, user_id, goals, assists, yellow_cards, red_cards, simple_injuries, serious_injuries, mvp, rating, team_id) VALUES
  (1, 1, 100, 1, 2, 2, 0, 1, 0, 0, 1, 1, 8.5, 10),
  (2, 1, 106, 1, 3, 1, 0, 0, 0, 1, 0, 0, NULL, NULL),
  (3, 1, 100, 1, 2, 1, 0, 0, 0, 0, 0, 0, NULL, 10),
  (4, 5, 100, 1, 2, 1, 0, 0, 0, 0, 0, 0, NULL, 10),
  (5, 2, 104, 1, 3, 0, 0, 0, 1, 0, 0, 0, NULL, 12);
INSERT INTO prizes (id, tournament_id, team_id, amount, position, description) VALUES
  (1, 1, 10, 50000000.00, '1', 'Campeón Primera T56'),
  (2, 2, 10, 2500000.50, '1', 'Copa'),
  (3, 1, 12, 100.00, 'Subcampeón', NULL);
INSERT INTO bets (id, \`match\`, description, home_odd, away_odd, draw_odd, under, \`over\`, created_by, active, id_season) VALUES
  (1, 'Atlético Viejo vs Racing Norte', 'Fecha 1', 1.90, 3.10, 2.80, 1.90, 1.70, 1, 'off', 2),
  (2, 'Racing Norte vs Atlético Viejo', 'Fecha 2', 2.10, 2.90, 3.20, 1.80, 1.95, 1, 'on', 3);
INSERT INTO bet_user (id, id_user, id_bet, amount, selected_option, confirmed, id_season, created_at) VALUES
  (1, 2, 1, 1000, 3.10, 'si', 2, '2025-01-10 20:00:00'), (2, 3, 1, 1000, 1.90, 'yes', 2, NULL),
  (3, 3, 2, 2000, 3.20, 'no', 3, NULL), (4, 2, 9, 500, 2.00, 'no', 3, NULL);
INSERT INTO player_bets (id, name, description, goal_odd, card_odd, created_by, active, id_season) VALUES
  (1, 'Tomás Gol', 'Fecha 1', 2.50, 4.00, 1, 'off', 2);
INSERT INTO playerbet_user (id, id_user, id_player_bets, amount, selected_option, confirmed, id_season) VALUES
  (1, 2, 1, 3000, 2.50, 'si', 2), (2, 3, 1, 100, 9.99, 'no', 2);
`;

export const OLD_DUMP = `${OLD_SCHEMA}\n${OLD_DATA}`;
