import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatMoney, minimumFirstBid, MSG, paths } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MarketGate } from '../../../components/market-gate';
import { ErrorState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllTeams, useSeasons } from '../../../lib/reference-data';
import { useCreateAuction } from '../api/create-auction';
import { useTeamPlayers } from '../api/get-team-players';
import { MoneyInput } from '../../../components/money-input';

/** /crear_subasta: a player of an outside team (no division) or of the free agents, and the first bid. */
function CreateAuctionForm() {
  const me = useUser();
  const teams = useAllTeams();
  const seasons = useSeasons();
  const navigate = useNavigate();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const players = useTeamPlayers(teamId ? Number(teamId) : null);
  const create = useCreateAuction();

  const outsideTeams = (teams.data ?? []).filter((t) => !t.division);
  const player = players.data?.find((p) => String(p.id) === playerId);
  const min = player ? minimumFirstBid(player.value) : undefined;
  const current = seasons.data?.find((s) => s.current);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!player || !teamId) return setError('Elegí un equipo y un jugador.');
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isInteger(value) || value < (min ?? 0)) return setError(`La primera oferta debe ser de al menos ${formatMoney(min ?? 0)}.`);
    create.mutate(
      {
        id_player: player.id,
        amount: value,
        id_team: Number(teamId),
        auctioned_by: me.data?.id,
        created_by: me.data?.id,
        status: 'open',
        id_season: current?.id,
      },
      {
        onSuccess: (r) => {
          notifySuccess(r.message ?? MSG.auctionCreated);
          void navigate(paths.playerAuctions(player.id));
        },
        onError: (err) => notifyError(err, MSG.auctionCreateError),
      },
    );
  };

  if (teams.isError) return <ErrorState message={MSG.infoLoadError} />;
  return (
    <Paper withBorder p="md" maw={520}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Select
            label="Equipo"
            placeholder="Equipos externos y agentes libres"
            data={outsideTeams.map((t) => ({ value: String(t.id), label: t.name }))}
            value={teamId}
            onChange={(v) => {
              setTeamId(v);
              setPlayerId(null);
            }}
            searchable
            disabled={teams.isPending}
            nothingFoundMessage="Sin equipos"
          />
          <Select
            label="Jugador"
            placeholder={teamId ? (players.isPending ? MSG.loading : 'Elegí un jugador') : 'Elegí primero un equipo'}
            data={(players.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${formatMoney(p.value)})` }))}
            value={playerId}
            onChange={(v) => {
              setPlayerId(v);
              const chosen = players.data?.find((p) => String(p.id) === v);
              if (chosen) setAmount(minimumFirstBid(chosen.value));
            }}
            searchable
            disabled={!teamId || players.isPending}
            error={players.isError ? MSG.playersLoadError : undefined}
            nothingFoundMessage="Sin jugadores"
          />
          <MoneyInput
            label="Monto"
            description={min !== undefined ? `Mínimo: ${formatMoney(min)} (la mitad del valor)` : undefined}
            value={amount}
            onChange={setAmount}
            min={min}
            step={1_000_000}
            clampBehavior="none"
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" loading={create.isPending}>
            Crear subasta
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export default function CreateAuctionRoute() {
  return (
    <MarketGate title="CREAR SUBASTA">
      <Stack>
        <Title order={1}>CREAR SUBASTA</Title>
        <CreateAuctionForm />
      </Stack>
    </MarketGate>
  );
}
