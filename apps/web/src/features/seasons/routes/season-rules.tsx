import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AUCTION_CLOSE_LABELS,
  AUCTION_SETTLEMENT_LABELS,
  type AuctionClose,
  type AuctionSettlement,
  can,
  MSG,
  SEASON_RULE_LABELS,
  SEASON_MSG,
  SEASON_RULES_MSG,
  TOURNAMENT_TYPES,
  type TournamentType,
  type SeasonRules,
  type SeasonRulesResponse,
  TRADE_REVIEW_LABELS,
  type TradeReview,
  SEASONS_SCREEN,
  COMMON_SCREEN,
} from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/form-errors';
import { SeasonSelect } from '../../../components/season-select';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useSeasonRules } from '../../../lib/season-rules';
import { useUpdateSeasonRules } from '../api/update-season-rules';

/** Yes/no settings: the money pump rules (decision 013). */
const SWITCH_KEYS = ['release_no_return', 'release_capped_by_price'] as const;
type SwitchKey = (typeof SWITCH_KEYS)[number];
type NumberKey = Exclude<keyof SeasonRules, 'reveal_hours' | 'auction_close' | 'auction_settlement' | 'prize_table' | 'trade_review' | SwitchKey>;
const NOT_NUMBERS = new Set<keyof SeasonRules>(['reveal_hours', 'auction_close', 'auction_settlement', 'prize_table', 'trade_review', ...SWITCH_KEYS]);
const YES_NO = [
  { value: 'yes', label: COMMON_SCREEN.si },
  { value: 'no', label: SEASONS_SCREEN.no },
];
const NUMBER_KEYS = (Object.keys(SEASON_RULE_LABELS) as (keyof SeasonRules)[]).filter((k): k is NumberKey => !NOT_NUMBERS.has(k));
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
/** Factors take decimals (1,5x); every other setting is a whole number. */
const DECIMAL_KEYS = new Set<NumberKey>(['clause_min_factor', 'clause_max_factor', 'auction_start_factor', 'release_factor', 'fm_value_factor']);
const MONEY_KEYS = new Set<NumberKey>([
  'auction_min_raise',
  'bet_min',
  'bet_max',
  'block_cost_high_primera',
  'block_cost_high_segunda',
  'block_cost_low_primera',
  'block_cost_low_segunda',
  'objective_step',
]);
/** '150000000, 120000000' <-> [150000000, 120000000]; anything else goes as it is and the server names the problem. */
const listText = (amounts: number[]) => amounts.join(', ');
const parseList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((a) => (/^\d+$/.test(a) ? Number(a) : a));

/** /temporadas/reglas (Admin): the season's market rules; the server enforces what is saved here. */
export default function SeasonRulesRoute() {
  const me = useUser();
  const [season, setSeason] = useState<string | null>(null);
  const seasonId = season ? Number(season) : null;
  const rules = useSeasonRules(seasonId);
  if (me.isPending) return <LoadingState />;
  if (!can('manageSeasons', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;
  return (
    <Stack maw={860}>
      <Title order={1}>{SEASONS_SCREEN.reglasDeLaTemporada}</Title>
      <Text size="sm" c="dimmed">
        {SEASONS_SCREEN.losLimitesDelMercadoDe}
      </Text>
      <SeasonSelect value={season} onChange={setSeason} defaultToCurrent />
      {rules.isError && <ErrorState message={MSG.infoLoadError} />}
      {seasonId !== null && rules.isPending && <LoadingState />}
      {rules.data && <RulesForm key={rules.data.id_season} rules={rules.data} />}
    </Stack>
  );
}

function RulesForm({ rules }: { rules: SeasonRulesResponse }) {
  const save = useUpdateSeasonRules();
  const [values, setValues] = useState<Record<NumberKey, number | string>>(
    () => Object.fromEntries(NUMBER_KEYS.map((k) => [k, rules[k]])) as Record<NumberKey, number>,
  );
  const [hours, setHours] = useState(rules.reveal_hours.join(', '));
  const [prizeTable, setPrizeTable] = useState<Record<TournamentType, string>>(
    () => Object.fromEntries(TOURNAMENT_TYPES.map((k) => [k, listText(rules.prize_table[k] ?? [])])) as Record<TournamentType, string>,
  );
  const [close, setClose] = useState<AuctionClose>(rules.auction_close);
  const [settlement, setSettlement] = useState<AuctionSettlement>(rules.auction_settlement);
  const [tradeReview, setTradeReview] = useState<TradeReview>(rules.trade_review);
  const [switches, setSwitches] = useState<Record<SwitchKey, boolean>>(
    () => Object.fromEntries(SWITCH_KEYS.map((k) => [k, rules[k]])) as Record<SwitchKey, boolean>,
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...values,
      auction_close: close,
      auction_settlement: settlement,
      trade_review: tradeReview,
      ...switches,
      reveal_hours: parseList(hours),
      prize_table: Object.fromEntries(TOURNAMENT_TYPES.map((k) => [k, parseList(prizeTable[k])])),
    };
    save.mutate({ seasonId: rules.id_season, body: body as never }, { onSuccess: () => notifySuccess(SEASON_RULES_MSG.rulesSaved) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SEASONS_SCREEN.reglasDeLaTemporada2}>
      <Stack>
        <TextInput
          label={SEASON_RULE_LABELS.reveal_hours}
          description={SEASONS_SCREEN.horasDelDia0A}
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
          maw={320}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NUMBER_KEYS.map((k) => (
            <NumberInput
              key={k}
              label={SEASON_RULE_LABELS[k]}
              value={values[k]}
              onChange={(v) => setValues((old) => ({ ...old, [k]: v }))}
              allowDecimal={DECIMAL_KEYS.has(k)}
              decimalScale={DECIMAL_KEYS.has(k) ? 2 : undefined}
              thousandSeparator={MONEY_KEYS.has(k) ? '.' : undefined}
              decimalSeparator=","
              min={0}
              inputMode={DECIMAL_KEYS.has(k) ? 'decimal' : 'numeric'}
            />
          ))}
        </SimpleGrid>
        <fieldset aria-label={SEASON_RULE_LABELS.prize_table}>
          <Text size="sm" fw={600}>
            {SEASON_RULE_LABELS.prize_table}
          </Text>
          <Text size="xs" c="dimmed">
            {SEASON_MSG.prizeTableHelp}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TOURNAMENT_TYPES.map((k) => (
              <TextInput
                key={k}
                label={SEASON_MSG.tournamentTypeLabels[k]}
                value={prizeTable[k]}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setPrizeTable((old) => ({ ...old, [k]: text }));
                }}
              />
            ))}
          </SimpleGrid>
        </fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={SEASON_RULE_LABELS.auction_close}
            data={options(AUCTION_CLOSE_LABELS)}
            value={close}
            onChange={(e) => setClose(e.currentTarget.value as AuctionClose)}
          />
          <NativeSelect
            label={SEASON_RULE_LABELS.auction_settlement}
            data={options(AUCTION_SETTLEMENT_LABELS)}
            value={settlement}
            onChange={(e) => setSettlement(e.currentTarget.value as AuctionSettlement)}
          />
          <NativeSelect
            label={SEASON_RULE_LABELS.trade_review}
            data={options(TRADE_REVIEW_LABELS)}
            value={tradeReview}
            onChange={(e) => setTradeReview(e.currentTarget.value as TradeReview)}
          />
          {SWITCH_KEYS.map((k) => (
            <NativeSelect
              key={k}
              label={SEASON_RULE_LABELS[k]}
              data={YES_NO}
              value={switches[k] ? 'yes' : 'no'}
              onChange={(e) => {
                const on = e.currentTarget.value === 'yes';
                setSwitches((old) => ({ ...old, [k]: on }));
              }}
            />
          ))}
        </SimpleGrid>
        <FormErrors error={save.error} />
        {save.isSuccess && (
          <Alert color="teal" variant="light">
            {SEASON_RULES_MSG.rulesSaved}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {SEASONS_SCREEN.guardarReglas}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
