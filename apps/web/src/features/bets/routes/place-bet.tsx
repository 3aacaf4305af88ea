import { Alert, Button, Card, Group, Radio, Slider, Stack, Text, Title } from '@mantine/core';
import {
  betOptionLabel,
  betPayout,
  BETS_MSG,
  CONFIRM_MSG,
  defaultBetAmount,
  FIXTURE_BET_TEXTS,
  MATCH_BET_OPTIONS,
  matchBetOdd,
  mayUse,
  MSG,
  paths,
  PLAYER_BET_OPTIONS,
  playerBetOdd,
  SEASON_VALUES_MSG,
  userBetBodySchema,
  type SeasonRules,
  PLAYER_PAGE_MSG,
  BETS_SCREEN,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { MoneyInput } from '../../../components/money-input';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, serverErrors } from '../../../lib/schema-form';
import { useBet, type AnyBet, type BetKind } from '../api/get-bet';
import { usePlaceBet } from '../api/place-bet';
import { FixtureBetInfo, useFixtureBetState, type FixtureBetState } from '../components/fixture-bet-info';
import { useRulesInForce } from '../../../lib/season-rules';
import { useFirstDraw } from '../../../lib/first-draw';

const STEP = 100_000;
type StakeValues = { amount: number | string; selected_option: string };
const FIELDS = ['amount', 'selected_option'] as const;

/** An option's name; a tied match bet names Más/Menos with its line ("Más de 2,5 goles", decision 028). */
function optionLabelOf(data: AnyBet) {
  if (data.kind !== 'match' || data.bet.match_id == null) return betOptionLabel;
  const line = data.bet.line;
  return (o: string) => (o === 'Over' ? FIXTURE_BET_TEXTS.over(line) : o === 'Under' ? FIXTURE_BET_TEXTS.under(line) : betOptionLabel(o));
}

function PlaceBetForm({
  data,
  profits,
  userId,
  rules,
  fixture,
}: {
  data: AnyBet;
  profits: number;
  userId: number;
  rules: SeasonRules;
  fixture: FixtureBetState | null;
}) {
  const navigate = useNavigate();
  const place = usePlaceBet();
  // The season's range (bet_min..bet_max), as the server enforces it.
  const { bet_min: min, bet_max: max } = rules;
  const payment = useConfirmPayment(place.isPending);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ref = data.kind === 'match' ? { id_bet: data.bet.id } : { id_playerbet: data.bet.id };
  const toBody = (v: StakeValues) => ({ id_user: userId, amount: v.amount === '' ? undefined : v.amount, selected_option: v.selected_option, ...ref });
  // The amount starts at the season's minimum (decision 027); a number once typed or slid, '' while
  // the typed input is empty (the schema then says what is missing).
  const form = useForm<StakeValues>({
    initialValues: { amount: defaultBetAmount(rules), selected_option: '' },
    validate: schemaResolver(userBetBodySchema, toBody),
  });
  const { amount, selected_option: option } = form.getValues();
  const stake = typeof amount === 'number' ? amount : 0;
  const options: readonly string[] = data.kind === 'match' ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS;
  const odd = option ? (data.kind === 'match' ? matchBetOdd(data.bet, option) : playerBetOdd(data.bet, option)) : null;
  const title = data.kind === 'match' ? data.bet.match : data.bet.name;
  const optionLabel = optionLabelOf(data);
  // A tied bet stops taking stakes when its round starts (the server refuses them too, 409 betClosed).
  const closed = data.bet.active === 'off' || (fixture !== null && !fixture.open);

  const onSubmit = form.onSubmit((values) => {
    setRefusal(null);
    const body = userBetBodySchema.parse(toBody(values));
    const stakeNow = body.amount;
    // The stake is paid at once: asked first, like every other paying action (decision 027).
    payment.ask(
      {
        title: CONFIRM_MSG.placeBetTitle,
        lines: [
          CONFIRM_MSG.placeBetPays(formatPesos(stakeNow), formatPesos(profits - stakeNow)),
          CONFIRM_MSG.placeBetPrize(title, optionLabel(option), odd ? formatPesos(betPayout(odd, stakeNow)) : '—'),
        ],
        confirmLabel: CONFIRM_MSG.placeBetConfirm,
      },
      (done) =>
        place.mutate(body, {
          onSuccess: () => (notifySuccess(MSG.betPlaced), navigate(paths.apuestas)),
          onError: (err) => {
            const { fields, message } = serverErrors(err, FIELDS);
            form.setErrors(fields);
            setRefusal(message);
          },
          onSettled: done,
        }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {payment.dialog}
      <Stack maw={560}>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {data.bet.description && <Text c="dimmed">{data.bet.description}</Text>}
        {fixture && <FixtureBetInfo fixture={fixture} />}
        {data.bet.active === 'off' && !fixture?.settled && <Alert color="yellow">{BETS_MSG.betInactive}</Alert>}
        <Text size="sm">
          {BETS_SCREEN.tuPresupuesto}
          {formatPesos(profits)}
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="monto-label">
            {BETS_SCREEN.monto}
            {formatPesos(stake)}
          </Text>
          <MoneyInput
            label={BETS_SCREEN.montoExacto}
            description={SEASON_VALUES_MSG.betRange(min, max)}
            {...form.getInputProps('amount')}
            errorProps={errorProps}
            min={min}
            max={max}
            step={STEP}
            clampBehavior="none"
            maw={260}
          />
          <Slider
            aria-labelledby="monto-label"
            thumbLabel={BETS_SCREEN.montoDeLaApuesta}
            min={min}
            max={max}
            step={STEP}
            value={Math.min(max, Math.max(min, stake))}
            onChange={(v) => form.setFieldValue('amount', v)}
            label={(v) => formatPesos(v)}
            // The ends' amounts go on their own line below: as mark labels the maximum stuck out
            // of a 375 px screen (decision 027).
            marks={[{ value: min }, { value: max }]}
          />
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {formatPesos(min)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatPesos(max)}
            </Text>
          </Group>
        </Stack>
        <Radio.Group label={BETS_SCREEN.opcion} {...form.getInputProps('selected_option')} errorProps={errorProps} required>
          <Group mt="xs">
            {options.map((o) => {
              const oOdd = data.kind === 'match' ? matchBetOdd(data.bet, o) : playerBetOdd(data.bet, o);
              return <Radio key={o} value={o} label={`${optionLabel(o)} (${oOdd})`} />;
            })}
          </Group>
        </Radio.Group>
        {data.kind === 'match' && (
          <Text size="sm" c="dimmed" data-testid="over-under-line">
            {data.bet.match_id != null ? FIXTURE_BET_TEXTS.lineWords(data.bet.line) : BETS_MSG.overUnderLine(data.bet.description)}
          </Text>
        )}
        <Card withBorder padding="sm">
          <Text size="sm">
            {BETS_SCREEN.possiblePrizeLabel}
            <b data-testid="potential-payout">{odd && stake > 0 ? formatPesos(betPayout(odd, stake)) : '—'}</b>
          </Text>
        </Card>
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {refusal}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={place.isPending} disabled={closed}>
            {BETS_SCREEN.apostar}
          </Button>
          <Button component={Link} to={paths.apuestas} variant="default">
            {PLAYER_PAGE_MSG.back}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Place a bet (001 §5): /apuestas/{id} for a match bet, /apuestas/jugador/{id} for a player bet. */
export function PlaceBet({ kind }: { kind: BetKind }) {
  const id = Number(useParams().id);
  const me = useUser();
  const bet = useBet(kind, id);
  const rules = useRulesInForce();
  const fixture = useFixtureBetState(bet.data?.bet.match_id ?? null);
  const drawn = useFirstDraw(!bet.isPending && !me.isPending && rules !== undefined);
  if (!Number.isInteger(id) || id <= 0) return <ErrorState message={BETS_MSG.betNotFound} />;
  if (bet.isPending || me.isPending || !rules || !drawn) return <LoadingState />;
  if (bet.isError || me.isError) return <ErrorState message={BETS_MSG.betNotFound} />;
  if (!mayUse('bettor', me.data)) return <Alert color="blue">{BETS_MSG.betsNotForRole}</Alert>;
  return <PlaceBetForm data={bet.data} profits={me.data.profits} userId={me.data.id} rules={rules} fixture={fixture} />;
}

export default function PlaceMatchBetRoute() {
  return <PlaceBet kind="match" />;
}
