import { Anchor, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { ASSISTANT_MSG, buildRulebook, filterRulebook, RULEBOOK, RULEBOOK_SCREEN } from '@superliga/league';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/states';
import { useCurrentSeasonRules } from '../../../lib/season-rules';

const anchorOf = (id: string) => `regla-${id}`;

/** /reglamento: the current season's rulebook, written from the rules in force (the settings the server enforces). */
export default function RulebookRoute() {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const { season, rules } = useCurrentSeasonRules();
  // The documents' values until the season's rules arrive (the same text when nothing was changed).
  const rulebook = useMemo(() => (season && rules.data ? buildRulebook(season.name, rules.data) : RULEBOOK), [season, rules.data]);
  const sections = useMemo(() => filterRulebook(rulebook, deferred), [rulebook, deferred]);

  return (
    <Stack maw={860}>
      <Title order={1}>{ASSISTANT_MSG.rulebookTitle}</Title>
      <Text c="dimmed">{rulebook.title}</Text>
      <TextInput
        type="search"
        label={ASSISTANT_MSG.rulebookSearch}
        placeholder={RULEBOOK_SCREEN.ejClausulaAmarillasSubasta}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <Paper withBorder p="md" component="nav" aria-label={ASSISTANT_MSG.rulebookIndex}>
        <Title order={2} size="h4" mb="xs">
          {ASSISTANT_MSG.rulebookIndex}
        </Title>
        <List type="ordered" spacing={4}>
          {rulebook.sections.map((s) => (
            <List.Item key={s.id}>
              <Anchor href={`#${anchorOf(s.id)}`}>{s.title}</Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      {sections.length === 0 && <EmptyState message={ASSISTANT_MSG.rulebookNoResults} />}
      {sections.map((s) => (
        <section key={s.id} id={anchorOf(s.id)} aria-labelledby={`${anchorOf(s.id)}-title`} style={{ scrollMarginTop: 80 }}>
          <Title order={2} size="h3" id={`${anchorOf(s.id)}-title`} mb="xs">
            {RULEBOOK_SCREEN.regla}
            {s.number}. {s.title}
          </Title>
          <Stack gap="xs">
            {s.paragraphs.map((p) => (
              <Text key={p} style={{ lineHeight: 1.6 }}>
                {p}
              </Text>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
