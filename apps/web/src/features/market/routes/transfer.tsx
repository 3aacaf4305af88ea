import { Alert, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SEASON_RULES, MSG, SEASON_VALUES_MSG } from '@superliga/league';
import { useEffect, useMemo, useState } from 'react';
import { MarketGate } from '../../../components/market-gate';
import { LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { readDraft, useKeepDraft } from '../../../lib/draft';
import { formatPesos } from '../../../lib/format';
import { errorText, notifySuccess } from '../../../lib/notify';
import { leagueTeams, useAllPlayers, useAllTeams } from '../../../lib/reference-data';
import { useCreateTransfer } from '../api/create-transfer';
import { MoneyInput } from '../../../components/money-input';
import { ComplianceWarnings } from '../../../components/compliance-warnings';
import { useRulesInForce } from '../../../lib/season-rules';

type TransferDraft = { from: string | null; to: string | null; chosen: number[]; budget: number | string };
const DRAFT = 'transfer';

/** The draft waits for the user: it is kept per user. */
function TransferForm() {
  const me = useUser();
  if (!me.data) return <LoadingState />;
  return <TransferDraftForm userId={me.data.id} />;
}

/** /transfer (000 §2): players of one team go to another for a value, pending the counterparty. The draft survives a reload. */
function TransferDraftForm({ userId }: { userId: number }) {
  const me = useUser();
  const teams = useAllTeams();
  const players = useAllPlayers();
  const create = useCreateTransfer();
  // The season's limit of players per transfer (2 unless the Admin changed it), as the server enforces it.
  const maxPlayers = (useRulesInForce() ?? DEFAULT_SEASON_RULES).players_per_transfer;
  const [draft] = useState(() => readDraft<TransferDraft>(DRAFT, userId));
  const [from, setFrom] = useState<string | null>(draft?.from ?? (me.data?.team ? String(me.data.team.id) : null));
  const [to, setTo] = useState<string | null>(draft?.to ?? null);
  const [pick, setPick] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number[]>(Array.isArray(draft?.chosen) ? draft.chosen.filter(Number.isInteger) : []);
  const [budget, setBudget] = useState<number | string>(draft?.budget ?? 0);
  const [error, setError] = useState<string | null>(null);
  useKeepDraft(DRAFT, userId, { from, to, chosen, budget } satisfies TransferDraft);
  // A manager usually gives from their own team: preselect it once the user is known.
  const myTeamId = me.data?.team?.id;
  useEffect(() => {
    if (myTeamId) setFrom((current) => current ?? String(myTeamId));
  }, [myTeamId]);

  const league = leagueTeams(teams.data);
  const teamFrom = league.find((t) => String(t.id) === from);
  const teamTo = league.find((t) => String(t.id) === to);
  const squad = useMemo(() => (players.data ?? []).filter((p) => String(p.id_team.id) === from), [players.data, from]);
  const chosenPlayers = squad.filter((p) => chosen.includes(p.id));
  const teamOptions = league.map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  const managerOption = (t: typeof teamFrom) => (t?.user ? [{ value: String(t.user.id), label: t.user.name }] : []);

  const reset = () => {
    setTo(null);
    setPick(null);
    setChosen([]);
    setBudget(0);
    setError(null);
  };
  const submit = () => {
    setError(null);
    create.mutate(
      {
        data: {
          transferred_players: chosen,
          id_team_from: Number(from),
          id_team_to: Number(to),
          budget: Number(budget) || 0,
          status: 'bloqueado',
          created_by: me.data?.id,
          buy_by: teamTo?.user?.id ?? 0,
          sold_by: teamFrom?.user?.id ?? 0,
        },
      },
      {
        // The server's text: sent, waiting for the other manager (decision 027); 'Transferencia
        // realizada correctamente' is said when it is confirmed.
        onSuccess: (r) => {
          notifySuccess(r.message);
          reset();
        },
        onError: (e) => setError(errorText(e, MSG.transferError)),
      },
    );
  };

  return (
    <Stack>
      <Title order={1}>Transferir</Title>
      <Text c="dimmed" size="sm">
        Los jugadores quedan bloqueados hasta que el manager del otro equipo confirme la transferencia desde «Mi estado». Recién ahí se paga el monto.
      </Text>
      {error && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Card withBorder>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Equipo que cede"
              data={teamOptions}
              value={from}
              onChange={(v) => (setFrom(v), setChosen([]), setPick(null))}
              searchable
              error={teams.isError ? MSG.teamsLoadError : undefined}
            />
            <Select label="Equipo destino" data={teamOptions.filter((o) => o.value !== from)} value={to} onChange={setTo} searchable />
          </SimpleGrid>
          <Group align="flex-end">
            <Select
              label="Jugador"
              placeholder={from ? 'Elegí un jugador' : 'Elegí primero el equipo que cede'}
              data={squad
                .filter((p) => !chosen.includes(p.id))
                .map((p) => ({ value: String(p.id), label: `${p.name} · ${p.status} · ${formatPesos(p.value)}` }))}
              value={pick}
              onChange={setPick}
              searchable
              disabled={!from}
              description={SEASON_VALUES_MSG.playersPerTransfer(maxPlayers)}
              style={{ flex: 1, minWidth: 220 }}
              error={players.isError ? MSG.playersLoadError : undefined}
            />
            <Button variant="light" disabled={!pick || chosen.length >= maxPlayers} onClick={() => (setChosen([...chosen, Number(pick)]), setPick(null))}>
              Agregar jugador
            </Button>
          </Group>
          <MoneyInput label="Valor de la transferencia" value={budget} onChange={setBudget} min={0} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Comprador (paga)"
              data={managerOption(teamTo)}
              value={teamTo?.user ? String(teamTo.user.id) : null}
              disabled
              placeholder="El manager del equipo destino"
            />
            <Select
              label="Vendedor (cobra)"
              data={managerOption(teamFrom)}
              value={teamFrom?.user ? String(teamFrom.user.id) : null}
              disabled
              placeholder="El manager del equipo que cede"
            />
          </SimpleGrid>
          <div>
            <Text fw={600}>{MSG.transferDataUpdated}</Text>
            {chosenPlayers.length === 0 ? (
              <Text c="dimmed" size="sm">
                Todavía no agregaste jugadores.
              </Text>
            ) : (
              <List>
                {chosenPlayers.map((p) => (
                  <List.Item key={p.id}>
                    {p.name} ({formatPesos(p.value)}){' '}
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setChosen(chosen.filter((id) => id !== p.id))}
                      aria-label={`Quitar a ${p.name}`}
                    >
                      Quitar
                    </Button>
                  </List.Item>
                ))}
              </List>
            )}
            {teamFrom && teamTo && (
              <Text size="sm" mt="xs">
                {teamTo.name} paga {formatPesos(Number(budget) || 0)} a {teamFrom.name}.
              </Text>
            )}
          </div>
          <ComplianceWarnings
            operation={from && to && chosen.length ? { operation: 'transfer', id_team_from: Number(from), id_team_to: Number(to), players: chosen } : null}
          />
          <Group>
            <Button variant="default" onClick={reset}>
              {MSG.cancelTransfer}
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!from || !to || chosen.length === 0}>
              {MSG.sendTransfer}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

export default function TransferRoute() {
  return (
    <MarketGate title="Transferir">
      <TransferForm />
    </MarketGate>
  );
}
