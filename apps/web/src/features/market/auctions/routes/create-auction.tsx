import { Alert, Button, Paper, Select, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUCTION_MSG, auctionBodySchema, DEFAULT_SEASON_RULES, minimumFirstBid, MSG, paths, AUCTIONS_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { formatPesos } from '../../../../lib/format';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ComplianceWarnings } from '../../../../components/compliance-warnings';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { MarketGate } from '../../../../components/market-gate';
import { MoneyInput } from '../../../../components/money-input';
import { MaxBidInput } from '../components/max-bid-input';
import { ErrorState } from '../../../../components/states';
import { useUser } from '../../../../lib/current-user';
import { notifySuccess } from '../../../../lib/notify';
import { errorProps, schemaResolver, serverErrors } from '../../../../lib/schema-form';
import { useSubmitOnce } from '../../../../lib/submit-once';
import { useAllTeams } from '../../../../lib/reference-data';
import { useCurrentSeasonRules } from '../../../../lib/season-rules';
import { useCreateAuction } from '../api/create-auction';
import { useTeamPlayers } from '../../shared/api/get-team-players';
import { AuctionTerms } from '../components/auction-terms';
import { bidQuestion } from '../components/bid-question';

type AuctionValues = { id_team: string | null; id_player: string | null; amount: number | string; max_amount: number | string };
const FIELDS = ['id_team', 'id_player', 'amount', 'max_amount'] as const;
/** The form's choices as the request sends them; an empty input sends no field (the schema says what is missing). */
const toBody = (v: AuctionValues) => ({
  id_player: v.id_player ?? undefined,
  id_team: v.id_team ?? undefined,
  amount: v.amount === '' ? undefined : v.amount,
  ...(v.max_amount === '' ? {} : { max_amount: v.max_amount }),
});
const CHOOSE = COMMON_SCREEN.elegiUnEquipoYUn;
const bodyResolver = schemaResolver(auctionBodySchema, toBody, undefined, { id_team: CHOOSE, id_player: CHOOSE });

/** /crear_subasta: a player of an outside team (no division) or of the free agents, and the first bid. */
function CreateAuctionForm() {
  const me = useUser();
  const teams = useAllTeams();
  // The current season's rules in force: first bid factor, minimum raise, end and settlement.
  const { season: current, rules: seasonRules } = useCurrentSeasonRules();
  const rules = seasonRules.data ?? DEFAULT_SEASON_RULES;
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const once = useSubmitOnce();
  const form = useForm<AuctionValues>({
    initialValues: { id_team: null, id_player: null, amount: '', max_amount: '' },
    onValuesChange: () => once.changed(),
    // The schema checks the fields; the first bid's minimum (a share of the player's value) and a
    // maximum not below the bid are rules it cannot know (the server checks them again).
    validate: (values) => {
      const errors = bodyResolver(values);
      const chosen = playersRef.current?.find((p) => String(p.id) === values.id_player);
      const least = chosen ? minimumFirstBid(chosen.value, rules) : 0;
      if (!errors.amount && typeof values.amount === 'number' && values.amount < least)
        errors.amount = AUCTIONS_SCREEN.laPrimeraOfertaDebeSer(formatPesos(least));
      if (!errors.amount && !errors.max_amount && typeof values.max_amount === 'number' && values.max_amount < Number(values.amount))
        errors.max_amount = AUCTION_MSG.maxBelowBid;
      return errors;
    },
  });
  const { id_team: teamId, id_player: playerId } = form.getValues();
  const players = useTeamPlayers(teamId ? Number(teamId) : null);
  const playersRef = useRef(players.data);
  playersRef.current = players.data;
  const create = useCreateAuction();
  const payment = useConfirmPayment(create.isPending);

  const outsideTeams = (teams.data ?? []).filter((t) => !t.division);
  const player = players.data?.find((p) => String(p.id) === playerId);
  const min = player ? minimumFirstBid(player.value, rules) : undefined;

  const onSubmit = form.onSubmit((values) => {
    setRefusal(null);
    if (!player) return;
    const body = auctionBodySchema.parse(toBody(values));
    const send = (done?: () => void) => {
      if (!once.begin()) return done?.();
      create.mutate(
        { ...body, auctioned_by: me.data?.id, created_by: me.data?.id, status: 'open', id_season: current?.id },
        {
          onSuccess: (r) => {
            once.succeeded();
            notifySuccess(r.message ?? MSG.auctionCreated);
            void navigate(paths.playerAuctions(player.id));
          },
          onError: (err) => {
            once.failed();
            const { fields, message } = serverErrors(err, FIELDS, undefined, MSG.auctionCreateError);
            form.setErrors(fields);
            setRefusal(message);
          },
          onSettled: done,
        },
      );
    };
    const question = bidQuestion({ amount: body.amount, max: body.max_amount ?? null, player: player.name, rules });
    if (question) payment.ask(question, send);
    else send();
  });

  if (teams.isError) return <ErrorState message={MSG.infoLoadError} />;
  return (
    <Paper withBorder p="md" maw={520}>
      {payment.dialog}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Select
            label={COMMON_SCREEN.equipo}
            placeholder={AUCTIONS_SCREEN.equiposExternosYAgentesLibres}
            data={outsideTeams.map((t) => ({ value: String(t.id), label: t.name }))}
            {...form.getInputProps('id_team')}
            errorProps={errorProps}
            onChange={(v) => form.setValues({ id_team: v, id_player: null })}
            searchable
            disabled={teams.isPending}
            nothingFoundMessage={COMMON_SCREEN.sinEquipos}
          />
          <Select
            label={COMMON_SCREEN.jugador}
            placeholder={teamId ? (players.isPending ? MSG.loading : COMMON_SCREEN.elegiUnJugador) : AUCTIONS_SCREEN.elegiPrimeroUnEquipo}
            data={(players.data ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${formatPesos(p.value)})` }))}
            {...form.getInputProps('id_player')}
            errorProps={errorProps}
            onChange={(v) => {
              const chosen = players.data?.find((p) => String(p.id) === v);
              form.setValues(chosen ? { id_player: v, amount: minimumFirstBid(chosen.value, rules) } : { id_player: v });
            }}
            searchable
            disabled={!teamId || players.isPending}
            error={players.isError ? MSG.playersLoadError : form.errors.id_player}
            nothingFoundMessage={AUCTIONS_SCREEN.sinJugadores}
          />
          <MoneyInput
            label={COMMON_SCREEN.monto}
            description={min !== undefined ? AUCTION_MSG.firstBidHint(formatPesos(min), rules.auction_start_factor) : undefined}
            {...form.getInputProps('amount')}
            errorProps={errorProps}
            min={min}
            step={rules.auction_min_raise}
            clampBehavior="none"
          />
          <MaxBidInput rules={rules} {...form.getInputProps('max_amount')} errorProps={errorProps} />
          <AuctionTerms rules={rules} />
          <ComplianceWarnings operation={player ? { operation: 'auction', id_player: player.id } : null} />
          {refusal && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {refusal}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending || seasonRules.isLoading}>
            {AUCTIONS_SCREEN.crearSubasta}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export default function CreateAuctionRoute() {
  return (
    <MarketGate title={AUCTIONS_SCREEN.crearSubastaTitulo}>
      <Stack>
        <Title order={1}>{AUCTIONS_SCREEN.crearSubastaTitulo}</Title>
        <CreateAuctionForm />
      </Stack>
    </MarketGate>
  );
}
