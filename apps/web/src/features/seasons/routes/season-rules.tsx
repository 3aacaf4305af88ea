import { Alert, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AUCTION_CLOSE_LABELS,
  AUCTION_SETTLEMENT_LABELS,
  type AuctionClose,
  type AuctionSettlement,
  MSG,
  SEASON_RULE_LABELS,
  SEASON_MSG,
  SEASON_RULES_MSG,
  TOURNAMENT_TYPES,
  type TournamentType,
  type SeasonRules,
  seasonRulesBodySchema,
  type SeasonRulesResponse,
  TRADE_REVIEW_LABELS,
  type TradeReview,
  SEASONS_SCREEN,
  COMMON_SCREEN,
} from '@superliga/league';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormMessage } from '../../../components/form-errors';
import { SeasonSelect } from '../../../components/season-select';
import { ErrorState, LoadingState } from '../../../components/states';
import { notifySuccess } from '../../../lib/notify';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';
import { useSeasonRules } from '../../../lib/season-rules';
import { useUpdateSeasonRules } from '../api/update-season-rules';
import { Permitted } from '../../../components/permitted';

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
/** '150000000, 120000000' <-> [150000000, 120000000]; anything else goes as it is and the schema names the problem. */
const listText = (amounts: number[]) => amounts.join(', ');
const parseList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((a) => (/^\d+$/.test(a) ? Number(a) : a));

/**
 * The form's values: lists as the text typed, yes/no as 'yes'/'no'. The body is the league's
 * season rules schema (docs/decisions/032-forms-and-screen-tests.md), which checks every range.
 */
type RulesValues = Record<NumberKey, number | string> &
  Record<SwitchKey, 'yes' | 'no'> & {
    reveal_hours: string;
    prize_table: Record<TournamentType, string>;
    auction_close: AuctionClose;
    auction_settlement: AuctionSettlement;
    trade_review: TradeReview;
  };
const FIELDS = [
  ...NUMBER_KEYS,
  ...SWITCH_KEYS,
  'reveal_hours',
  'auction_close',
  'auction_settlement',
  'trade_review',
  ...TOURNAMENT_TYPES.map((k) => `prize_table.${k}`),
] as const;
/** An error on one hour or one prize goes under its list ('reveal_hours.2' -> 'reveal_hours', 'prize_table.PD.0' -> 'prize_table.PD'). */
const fieldOf = (path: string) => {
  const [key, kind] = path.split('.');
  return key === 'prize_table' && kind ? `prize_table.${kind}` : (key ?? path);
};
const initialValues = (rules: SeasonRulesResponse): RulesValues => ({
  ...(Object.fromEntries(NUMBER_KEYS.map((k) => [k, rules[k]])) as Record<NumberKey, number>),
  ...(Object.fromEntries(SWITCH_KEYS.map((k) => [k, rules[k] ? 'yes' : 'no'])) as Record<SwitchKey, 'yes' | 'no'>),
  reveal_hours: listText(rules.reveal_hours),
  prize_table: Object.fromEntries(TOURNAMENT_TYPES.map((k) => [k, listText(rules.prize_table[k] ?? [])])) as Record<TournamentType, string>,
  auction_close: rules.auction_close,
  auction_settlement: rules.auction_settlement,
  trade_review: rules.trade_review,
});
const toBody = (v: RulesValues) => ({
  ...v,
  ...Object.fromEntries(SWITCH_KEYS.map((k) => [k, v[k] === 'yes'])),
  reveal_hours: parseList(v.reveal_hours),
  prize_table: Object.fromEntries(TOURNAMENT_TYPES.map((k) => [k, parseList(v.prize_table[k])])),
});

/** /temporadas/reglas (Admin): the season's market rules; the server enforces what is saved here. */
export default function SeasonRulesRoute() {
  return (
    <Permitted action="manageSeasons">
      <SeasonRulesScreen />
    </Permitted>
  );
}

function SeasonRulesScreen() {
  const [season, setSeason] = useState<string | null>(null);
  const seasonId = season ? Number(season) : null;
  const rules = useSeasonRules(seasonId);
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
  const form = useForm<RulesValues>({ initialValues: initialValues(rules), validate: schemaResolver(seasonRulesBodySchema, toBody, fieldOf) });
  const refusal = useServerErrors(form, FIELDS, fieldOf);

  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    save.mutate(
      { seasonId: rules.id_season, body: seasonRulesBodySchema.parse(toBody(values)) },
      { onSuccess: () => notifySuccess(SEASON_RULES_MSG.rulesSaved), onError: refusal.onError },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={SEASONS_SCREEN.seasonRulesFormName}>
      <Stack>
        <TextInput
          label={SEASON_RULE_LABELS.reveal_hours}
          description={SEASONS_SCREEN.horasDelDia0A}
          {...form.getInputProps('reveal_hours')}
          errorProps={errorProps}
          maw={320}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {NUMBER_KEYS.map((k) => (
            <NumberInput
              key={k}
              label={SEASON_RULE_LABELS[k]}
              {...form.getInputProps(k)}
              errorProps={errorProps}
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
              <TextInput key={k} label={SEASON_MSG.tournamentTypeLabels[k]} {...form.getInputProps(`prize_table.${k}`)} errorProps={errorProps} />
            ))}
          </SimpleGrid>
        </fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={SEASON_RULE_LABELS.auction_close}
            data={options(AUCTION_CLOSE_LABELS)}
            {...form.getInputProps('auction_close')}
            errorProps={errorProps}
          />
          <NativeSelect
            label={SEASON_RULE_LABELS.auction_settlement}
            data={options(AUCTION_SETTLEMENT_LABELS)}
            {...form.getInputProps('auction_settlement')}
            errorProps={errorProps}
          />
          <NativeSelect
            label={SEASON_RULE_LABELS.trade_review}
            data={options(TRADE_REVIEW_LABELS)}
            {...form.getInputProps('trade_review')}
            errorProps={errorProps}
          />
          {SWITCH_KEYS.map((k) => (
            <NativeSelect key={k} label={SEASON_RULE_LABELS[k]} data={YES_NO} {...form.getInputProps(k)} errorProps={errorProps} />
          ))}
        </SimpleGrid>
        <FormMessage message={refusal.message} />
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
