import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { AUCTION_MSG, DEFAULT_SEASON_RULES, minimumFirstBid, MSG, paths } from '@superliga/league';
import { formatPesos } from '../../../lib/format';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ComplianceWarnings } from '../../../components/compliance-warnings';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { MarketGate } from '../../../components/market-gate';
import { MoneyInput } from '../../../components/money-input';
import { MaxBidInput } from '../components/max-bid-input';
import { ErrorState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useAllTeams } from '../../../lib/reference-data';
import { useCurrentSeasonRules } from '../../../lib/season-rules';
import { useCreateAuction } from '../api/create-auction';
import { useTeamPlayers } from '../api/get-team-players';
import { AuctionTerms } from '../components/auction-terms';
import { bidQuestion } from '../components/bid-question';

const asNumber = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

/** /crear_subasta: a player of an outside team (no division) or of the free agents, and the first bid. */
function CreateAuctionForm() {
  const me = useUser();
  const teams = useAllTeams();
  // The current season's rules in force: first bid factor, minimum raise, end and settlement.
  const { season: current, rules: seasonRules } = useCurrentSeasonRules();
  const rules = seasonRules.data ?? DEFAULT_SEASON_RULES;
  const navigate = useNavigate();
  const [teamId, setTeamId] = useState<string | null>(null);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [max, setMax] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const players = useTeamPlayers(teamId ? Number(teamId) : null);
  const create = useCreateAuction();
  const payment = useConfirmPayment(create.isPending);
  const once = useSubmitOnce();

  const outsideTeams = (teams.data ?? []).filter((t) => !t.division);
  const player = players.data?.find((p) => String(p.id) === playerId);
  const min = player ? minimumFirstBid(player.value, rules) : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!player || !teamId) return setError('Elegí un equipo y un jugador.');
    const value = asNumber(amount) ?? NaN;
    if (!Number.isInteger(value) || value < (min ?? 0)) return setError(`La primera oferta debe ser de al menos ${formatPesos(min ?? 0)}.`);
    const maximum = asNumber(max);
    if (maximum !== null && (!Number.isInteger(maximum) || maximum < value)) return setError(AUCTION_MSG.maxBelowBid);
    const send = (done?: () => void) => {
      if (!once.begin()) return done?.();
      create.mutate(
        {
          id_player: player.id,
          amount: value,
          id_team: Number(teamId),
          auctioned_by: me.data?.id,
          created_by: me.data?.id,
          status: 'open',
          id_season: current?.id,
          ...(maximum === null ? {} : { max_amount: maximum }),
        },
        {
          onSuccess: (r) => {
            once.succeeded();
            notifySuccess(r.message ?? MSG.auctionCreated);
            void navigate(paths.playerAuctions(player.id));
          },
          onError: (err) => (once.failed(), notifyError(err, MSG.auctionCreateError)),
          onSettled: done,
        },
      );
    };
    const question = bidQuestion({ amount: value, max: maximum, player: player.name, rules });
    if (question) payment.ask(question, send);
    else send();
  };

  if (teams.isError) return <ErrorState message={MSG.infoLoadError} />;
  return (
    <Paper withBorder p="md" maw={520}>
      {payment.dialog}
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
            data={(players.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${formatPesos(p.value)})` }))}
            value={playerId}
            onChange={(v) => {
              setPlayerId(v);
              const chosen = players.data?.find((p) => String(p.id) === v);
              if (chosen) setAmount(minimumFirstBid(chosen.value, rules));
            }}
            searchable
            disabled={!teamId || players.isPending}
            error={players.isError ? MSG.playersLoadError : undefined}
            nothingFoundMessage="Sin jugadores"
          />
          <MoneyInput
            label="Monto"
            description={min !== undefined ? AUCTION_MSG.firstBidHint(formatPesos(min), rules.auction_start_factor) : undefined}
            value={amount}
            onChange={setAmount}
            min={min}
            step={rules.auction_min_raise}
            clampBehavior="none"
          />
          <MaxBidInput rules={rules} value={max} onChange={setMax} />
          <AuctionTerms rules={rules} />
          <ComplianceWarnings operation={player ? { operation: 'auction', id_player: player.id } : null} />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" loading={create.isPending || seasonRules.isLoading}>
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
