import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { can, INITIAL_PAGE, MSG, paths, WATCH_MSG, type Player, type PlayerFilterParams, PLAYERS_SCREEN } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { useAllTeams } from '../../../lib/reference-data';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeletePlayer } from '../api/delete-player';
import { useOutsidePlayers } from '../api/get-outside-players';
import { usePlayersPage } from '../api/get-players';
import { useSearchPlayers } from '../api/search-players';
import { filtersFromUrl, PlayersFilters } from '../components/players-filters';
import { PlayersTable } from '../components/players-table';

type Mode = { kind: 'all' } | { kind: 'search'; name: string } | { kind: 'outside' };

/**
 * /players: every player paged, a name search, and the outside-the-league filter (000 §2); the
 * whole list also filtered and sorted by the market filters, kept in the URL so a filtered list
 * can be shared and survives a reload (docs/decisions/035-market-filters-and-watchlist.md).
 */
export default function PlayersRoute() {
  const me = useUser();
  const teams = useAllTeams();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const filtered = Object.keys(filters).length > 0;
  const [mode, setMode] = useState<Mode>({ kind: 'all' });
  const [statePage, setStatePage] = useState(INITIAL_PAGE);
  const urlPage = Number(params.get('page')) || INITIAL_PAGE;
  // The whole list keeps its page in the URL with its filters; a search or the outside list keep theirs here.
  const page = mode.kind === 'all' ? urlPage : statePage;
  const setPage = (next: number) => {
    if (mode.kind !== 'all') return setStatePage(next);
    const p = new URLSearchParams(params);
    if (next === INITIAL_PAGE) p.delete('page');
    else p.set('page', String(next));
    setParams(p);
  };
  const [text, setText] = useState('');
  const all = usePlayersPage(page, mode.kind === 'all', filters);
  const outside = useOutsidePlayers(page, mode.kind === 'outside');
  const search = useSearchPlayers(mode.kind === 'search' ? mode.name : '');
  const remove = useDeletePlayer();
  const staff = can('editPlayers', me.data?.rol);

  const query = mode.kind === 'all' ? all : mode.kind === 'outside' ? outside : search;
  const errorText = mode.kind === 'search' ? MSG.searchPlayersError : mode.kind === 'outside' ? MSG.filterPlayersError : MSG.playersLoadError;
  const lastPage = mode.kind === 'all' ? all.data?.meta.last_page : mode.kind === 'outside' ? outside.data?.meta?.last_page : undefined;

  const switchTo = (next: Mode) => {
    setMode(next);
    setStatePage(INITIAL_PAGE);
  };
  const onFilters = (next: PlayerFilterParams) => {
    setMode({ kind: 'all' });
    setParams(new URLSearchParams(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))));
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const name = text.trim();
    switchTo(name ? { kind: 'search', name } : { kind: 'all' });
  };
  const onDelete = (p: Player) => {
    if (!window.confirm(PLAYERS_SCREEN.borrarAEstaAccionNo(p.name))) return;
    remove.mutate(p.id, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{PLAYERS_SCREEN.jugadores}</Title>
        {staff && (
          <Button component={Link} to={paths.newPlayer}>
            {PLAYERS_SCREEN.nuevoJugador}
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="sm">
        <form onSubmit={onSearch} style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }} role="search">
          <TextInput
            label={PLAYERS_SCREEN.buscarPorNombre}
            placeholder={PLAYERS_SCREEN.nombreDelJugador}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={260}
          />
          <Button type="submit" variant="filled">
            {PLAYERS_SCREEN.buscar}
          </Button>
        </form>
        {/* The document's label is wider than a phone: it wraps onto a second line, whole. */}
        <Button
          variant={mode.kind === 'outside' ? 'filled' : 'light'}
          color="grape"
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
          onClick={() => switchTo({ kind: 'outside' })}
        >
          {MSG.filterOutsideTeams}
        </Button>
        {mode.kind !== 'all' && (
          <Button
            variant="default"
            onClick={() => {
              setText('');
              switchTo({ kind: 'all' });
            }}
          >
            {PLAYERS_SCREEN.verTodos}
          </Button>
        )}
      </Group>
      <PlayersFilters key={params.toString()} value={filters} teams={teams.data ?? []} canClaim={Boolean(me.data?.team)} onChange={onFilters} />
      {mode.kind === 'search' && (
        <Text size="sm" c="dimmed">
          {PLAYERS_SCREEN.resultadosPara}
          {mode.name}”
        </Text>
      )}
      <QueryState
        query={query}
        error={errorText}
        empty={
          mode.kind === 'search'
            ? PLAYERS_SCREEN.noSeEncontraronJugadoresCon
            : mode.kind === 'all' && filtered
              ? WATCH_MSG.noMatches
              : PLAYERS_SCREEN.noHayJugadores
        }
      >
        {({ data }) => (
          <>
            <PlayersTable
              players={data}
              canEdit={staff}
              canDelete={can('deletePlayers', me.data?.rol)}
              onDelete={onDelete}
              deletingId={remove.isPending ? remove.variables : undefined}
            />
            {lastPage !== undefined && <Pager page={page} lastPage={lastPage} onChange={setPage} />}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
