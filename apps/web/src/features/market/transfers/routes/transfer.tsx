import { Alert, Button, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_SEASON_RULES, MSG, SEASON_VALUES_MSG, transferBodySchema, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useState } from 'react';
import { MarketGate } from '../../../../components/market-gate';
import { LoadingState } from '../../../../components/states';
import { useUser } from '../../../../lib/current-user';
import { readDraft, useKeepDraft } from '../../../../lib/draft';
import { formatPesos } from '../../../../lib/format';
import { notifySuccess } from '../../../../lib/notify';
import { errorProps, schemaResolver, serverErrors } from '../../../../lib/schema-form';
import { leagueTeams, useAllTeams } from '../../../../lib/reference-data';
import { useTeamPlayers } from '../../shared/api/get-team-players';
import { useCreateTransfer } from '../api/create-transfer';
import { MoneyInput } from '../../../../components/money-input';
import { ComplianceWarnings } from '../../../../components/compliance-warnings';
import { useRulesInForce } from '../../../../lib/season-rules';
import { useFirstDraw } from '../../../../lib/first-draw';

type TransferDraft = { from: string | null; to: string | null; chosen: number[]; budget: number | string };
const DRAFT = 'transfer';
const FIELDS = ['from', 'to', 'chosen', 'budget'] as const;
/** The form field of a request path: the schema speaks of `data.id_team_to`, the form of `to`. */
const FIELD_OF: Record<string, string> = {
  'data.id_team_from': 'from',
  'data.sold_by': 'from',
  'data.id_team_to': 'to',
  'data.buy_by': 'to',
  'data.transferred_players': 'chosen',
  'data.budget': 'budget',
};
const fieldOf = (path: string) => FIELD_OF[path] ?? FIELD_OF[path.split('.').slice(0, 2).join('.')] ?? path;

/** The draft waits for the user: it is kept per user. */
function TransferForm() {
  const me = useUser();
  const teams = useAllTeams();
  // The form with its lists of teams: drawn in a render React can slice (lib/first-draw.ts).
  const drawn = useFirstDraw(me.data !== undefined && !teams.isPending);
  if (!me.data || !drawn) return <LoadingState />;
  return <TransferDraftForm userId={me.data.id} />;
}

/** /transfer (000 §2): players of one team go to another for a value, pending the counterparty. The draft survives a reload. */
function TransferDraftForm({ userId }: { userId: number }) {
  const me = useUser();
  const teams = useAllTeams();
  const create = useCreateTransfer();
  // The season's limit of players per transfer (2 unless the Admin changed it), as the server enforces it.
  const maxPlayers = (useRulesInForce() ?? DEFAULT_SEASON_RULES).players_per_transfer;
  const [draft] = useState(() => readDraft<TransferDraft>(DRAFT, userId));
  const [pick, setPick] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const league = leagueTeams(teams.data);
  const managerOf = (teamId: string | null) => league.find((t) => String(t.id) === teamId)?.user?.id ?? 0;
  const toBody = (v: TransferDraft) => ({
    data: {
      transferred_players: v.chosen,
      id_team_from: v.from ?? undefined,
      id_team_to: v.to ?? undefined,
      budget: v.budget === '' ? undefined : v.budget,
      status: 'bloqueado',
      created_by: me.data?.id,
      buy_by: managerOf(v.to) || undefined,
      sold_by: managerOf(v.from) || undefined,
    },
  });
  const form = useForm<TransferDraft>({
    initialValues: {
      from: draft?.from ?? (me.data?.team ? String(me.data.team.id) : null),
      to: draft?.to ?? null,
      chosen: Array.isArray(draft?.chosen) ? draft.chosen.filter(Number.isInteger) : [],
      budget: draft?.budget ?? 0,
    },
    // The request's own schema (transferBodySchema): teams, players, amount, managers on both sides.
    validate: schemaResolver(transferBodySchema, toBody, fieldOf),
  });
  const { from, to, chosen, budget } = form.getValues();
  useKeepDraft(DRAFT, userId, { from, to, chosen, budget } satisfies TransferDraft);
  // A manager usually gives from their own team: preselect it once the user is known.
  const myTeamId = me.data?.team?.id;
  useEffect(() => {
    // useForm's object is the same on every render: only the user's team starts this.
    if (myTeamId && form.getValues().from === null) form.setFieldValue('from', String(myTeamId));
  }, [myTeamId]);

  const teamFrom = league.find((t) => String(t.id) === from);
  const teamTo = league.find((t) => String(t.id) === to);
  // Only the giving team's players, never the whole league (docs/decisions/044).
  const players = useTeamPlayers(from ? Number(from) : null);
  const squad = useMemo(() => (players.data ?? []).filter((p) => String(p.id_team.id) === from), [players.data, from]);
  const chosenPlayers = squad.filter((p) => chosen.includes(p.id));
  const teamOptions = league.map((t) => ({ value: String(t.id), label: `${t.name} (${t.division})` }));
  const managerOption = (t: typeof teamFrom) => (t?.user ? [{ value: String(t.user.id), label: t.user.name }] : []);

  const reset = () => {
    form.setValues({ to: null, chosen: [], budget: 0 });
    form.clearErrors();
    setPick(null);
    setError(null);
  };
  const submit = form.onSubmit((values) => {
    setError(null);
    create.mutate(transferBodySchema.parse(toBody(values)), {
      // The server's text: sent, waiting for the other manager (decision 027); 'Transferencia
      // realizada correctamente' is said when it is confirmed.
      onSuccess: (r) => {
        notifySuccess(r.message);
        reset();
      },
      onError: (e) => {
        const { fields, message } = serverErrors(e, FIELDS, fieldOf, MSG.transferError);
        form.setErrors(fields);
        setError(message);
      },
    });
  });

  return (
    <Stack>
      <Title order={1}>{MARKET_SCREEN.transferir}</Title>
      <Text c="dimmed" size="sm">
        {MARKET_SCREEN.losJugadoresQuedanBloqueadosHasta}
      </Text>
      {error && (
        <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <Card withBorder component="form" onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={MARKET_SCREEN.equipoQueCede}
              placeholder={COMMON_SCREEN.elegiElEquipo}
              data={teamOptions}
              value={from}
              onChange={(v) => (form.setValues({ from: v, chosen: [] }), setPick(null))}
              searchable
              errorProps={errorProps}
              error={teams.isError ? MSG.teamsLoadError : form.errors.from}
            />
            <Select
              label={MARKET_SCREEN.equipoDestino}
              placeholder={COMMON_SCREEN.elegiElEquipo}
              data={teamOptions.filter((o) => o.value !== from)}
              value={to}
              onChange={(v) => form.setFieldValue('to', v)}
              searchable
              errorProps={errorProps}
              error={form.errors.to}
            />
          </SimpleGrid>
          <Group align="flex-end">
            <Select
              label={COMMON_SCREEN.jugador}
              placeholder={from ? COMMON_SCREEN.elegiUnJugador : MARKET_SCREEN.elegiPrimeroElEquipoQue}
              data={squad
                .filter((p) => !chosen.includes(p.id))
                .map((p) => ({ value: String(p.id), label: `${p.name} · ${p.status} · ${formatPesos(p.value)}` }))}
              value={pick}
              onChange={setPick}
              searchable
              disabled={!from}
              description={SEASON_VALUES_MSG.playersPerTransfer(maxPlayers)}
              style={{ flex: 1, minWidth: 220 }}
              errorProps={errorProps}
              error={players.isError ? MSG.playersLoadError : form.errors.chosen}
            />
            <Button
              variant="light"
              disabled={!pick || chosen.length >= maxPlayers}
              onClick={() => (form.setFieldValue('chosen', [...chosen, Number(pick)]), setPick(null))}
            >
              {MARKET_SCREEN.agregarJugador}
            </Button>
          </Group>
          <MoneyInput label={MARKET_SCREEN.valorDeLaTransferencia} {...form.getInputProps('budget')} errorProps={errorProps} min={0} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={MARKET_SCREEN.compradorPaga}
              data={managerOption(teamTo)}
              value={teamTo?.user ? String(teamTo.user.id) : null}
              disabled
              placeholder={MARKET_SCREEN.elManagerDelEquipoDestino}
            />
            <Select
              label={MARKET_SCREEN.vendedorCobra}
              data={managerOption(teamFrom)}
              value={teamFrom?.user ? String(teamFrom.user.id) : null}
              disabled
              placeholder={MARKET_SCREEN.elManagerDelEquipoQue}
            />
          </SimpleGrid>
          <div>
            <Text fw={600}>{MSG.transferDataUpdated}</Text>
            {chosenPlayers.length === 0 ? (
              <Text c="dimmed" size="sm">
                {MARKET_SCREEN.todaviaNoAgregasteJugadores}
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
                      onClick={() =>
                        form.setFieldValue(
                          'chosen',
                          chosen.filter((id) => id !== p.id),
                        )
                      }
                      aria-label={MARKET_SCREEN.quitarA(p.name)}
                    >
                      {MARKET_SCREEN.quitar}
                    </Button>
                  </List.Item>
                ))}
              </List>
            )}
            {teamFrom && teamTo && (
              <Text size="sm" mt="xs">
                {teamTo.name} {MARKET_SCREEN.paga}
                {formatPesos(Number(budget) || 0)} {MARKET_SCREEN.a}
                {teamFrom.name}.
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
            <Button type="submit" loading={create.isPending} disabled={!from || !to || chosen.length === 0}>
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
    <MarketGate title={MARKET_SCREEN.transferir}>
      <TransferForm />
    </MarketGate>
  );
}
