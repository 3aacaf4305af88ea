import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { can, INITIAL_PAGE, MSG, paths, type Player } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useUser } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeletePlayer } from '../api/delete-player';
import { useOutsidePlayers } from '../api/get-outside-players';
import { usePlayersPage } from '../api/get-players';
import { useSearchPlayers } from '../api/search-players';
import { PlayersTable } from '../components/players-table';

type Mode = { kind: 'all' } | { kind: 'search'; name: string } | { kind: 'outside' };

/** /players: every player paged, a name search, and the outside-the-league filter (000 §2). */
export default function PlayersRoute() {
  const me = useUser();
  const [mode, setMode] = useState<Mode>({ kind: 'all' });
  const [page, setPage] = useState(INITIAL_PAGE);
  const [text, setText] = useState('');
  const all = usePlayersPage(page, mode.kind === 'all');
  const outside = useOutsidePlayers(page, mode.kind === 'outside');
  const search = useSearchPlayers(mode.kind === 'search' ? mode.name : '');
  const remove = useDeletePlayer();
  const staff = can('editPlayers', me.data?.rol);

  const query = mode.kind === 'all' ? all : mode.kind === 'outside' ? outside : search;
  const errorText = mode.kind === 'search' ? MSG.searchPlayersError : mode.kind === 'outside' ? MSG.filterPlayersError : MSG.playersLoadError;
  const lastPage = mode.kind === 'all' ? all.data?.meta.last_page : mode.kind === 'outside' ? outside.data?.meta?.last_page : undefined;

  const switchTo = (next: Mode) => {
    setMode(next);
    setPage(INITIAL_PAGE);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const name = text.trim();
    switchTo(name ? { kind: 'search', name } : { kind: 'all' });
  };
  const onDelete = (p: Player) => {
    if (!window.confirm(`¿Borrar a ${p.name}? Esta acción no se puede deshacer.`)) return;
    remove.mutate(p.id, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>JUGADORES</Title>
        {staff && (
          <Button component={Link} to={paths.newPlayer}>
            Nuevo jugador
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="sm">
        <form onSubmit={onSearch} style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }} role="search">
          <TextInput label="Buscar por nombre" placeholder="Nombre del jugador" value={text} onChange={(e) => setText(e.currentTarget.value)} w={260} />
          <Button type="submit" variant="filled">
            Buscar
          </Button>
        </form>
        <Button variant={mode.kind === 'outside' ? 'filled' : 'light'} color="grape" onClick={() => switchTo({ kind: 'outside' })}>
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
            Ver todos
          </Button>
        )}
      </Group>
      {mode.kind === 'search' && (
        <Text size="sm" c="dimmed">
          Resultados para “{mode.name}”
        </Text>
      )}
      <QueryState query={query} error={errorText} empty={mode.kind === 'search' ? 'No se encontraron jugadores con ese nombre.' : 'No hay jugadores.'}>
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
