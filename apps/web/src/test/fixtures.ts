import { DEFAULT_SEASON_RULES } from '@superliga/league';
import { http } from 'msw';
import { answer } from './render-route';

/** The current season and its rules in force (the defaults), as the server lists them. */
export const SEASON = { id: 1, name: 'Temporada 2026', current: true, archived: false, start_date: '2026-01-01T03:00:00.000Z' };
export const seasonHandlers = () => [
  http.get('/api/season', () => answer({ data: [SEASON] })),
  http.get('/api/seasons/1/rules', () => answer({ id_season: SEASON.id, ...DEFAULT_SEASON_RULES })),
  http.get('/api/season/rules', () => answer({ id_season: SEASON.id, ...DEFAULT_SEASON_RULES })),
];

export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
