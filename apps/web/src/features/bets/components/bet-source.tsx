import { Group, Radio } from '@mantine/core';
import { FIXTURE_BET_TEXTS as T } from '@superliga/league';

export type BetSource = 'free' | 'fixture';

/** Whether a new bet names its match by hand (staff settle it) or ties it to a fixture match (it settles itself, decision 028). */
export function BetSourceChoice({ value, onChange }: { value: BetSource; onChange: (v: BetSource) => void }) {
  return (
    <Radio.Group label={T.sourceLabel} value={value} onChange={(v) => onChange(v as BetSource)} description={value === 'fixture' ? T.fixtureHint : undefined}>
      <Group mt="xs">
        <Radio value="free" label={T.sourceFree} />
        <Radio value="fixture" label={T.sourceFixture} />
      </Group>
    </Radio.Group>
  );
}
