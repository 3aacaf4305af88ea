import { ActionIcon, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES, EVIDENCE_TYPES, RESULTS_MSG, RESULTS_SCREEN } from '@superliga/league';
import { useId, useState } from 'react';

/** A picked screenshot: its preview (data URL) and its bytes as base64 for the report's body. */
export type PickedEvidence = { name: string; preview: string; data: string };

const MB = EVIDENCE_MAX_BYTES / 1024 / 1024;

/** Why these files cannot be sent (the league's limits, checked again by the server on the bytes), or null. */
function filesProblem(files: readonly File[], already: number): string | null {
  if (already + files.length > EVIDENCE_MAX_FILES) return RESULTS_MSG.evidenceTooMany(EVIDENCE_MAX_FILES);
  if (files.some((f) => !(EVIDENCE_TYPES as readonly string[]).includes(f.type))) return RESULTS_MSG.evidenceType;
  if (files.some((f) => f.size > EVIDENCE_MAX_BYTES)) return RESULTS_MSG.evidenceTooLarge(MB);
  return null;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(RESULTS_SCREEN.evidenceReadError));
    reader.readAsDataURL(file);
  });

/**
 * 1–4 screenshots picked from the phone (its gallery or camera: `capture`), shown as thumbnails
 * that can be removed. Count, type and size are checked here with the league's limits so a phone
 * on a slow line does not upload a file the server would refuse (docs/decisions/024).
 */
export function EvidencePicker({ value, onChange }: { value: PickedEvidence[]; onChange: (v: PickedEvidence[]) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (list: FileList | null, input: HTMLInputElement) => {
    const files = Array.from(list ?? []);
    input.value = '';
    if (files.length === 0) return;
    const why = filesProblem(files, value.length);
    setProblem(why);
    if (why) return;
    try {
      const read = await Promise.all(files.map(async (f) => ({ name: f.name, preview: await readAsDataUrl(f) })));
      onChange([...value, ...read.map((r) => ({ ...r, data: r.preview.slice(r.preview.indexOf(',') + 1) }))]);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : RESULTS_SCREEN.evidenceReadError);
    }
  };
  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={id} fw={500} size="sm">
        {RESULTS_SCREEN.evidenceLabel}
      </Text>
      <Text size="xs" c="dimmed">
        {RESULTS_SCREEN.evidenceHint(EVIDENCE_MAX_FILES, MB)}
      </Text>
      <input
        id={id}
        type="file"
        accept={EVIDENCE_TYPES.join(',')}
        capture="environment"
        multiple
        disabled={value.length >= EVIDENCE_MAX_FILES}
        onChange={(e) => void pick(e.currentTarget.files, e.currentTarget)}
        style={{ maxWidth: '100%' }}
      />
      {problem && (
        <Text c="red.9" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {value.length > 0 && (
        <SimpleGrid cols={4} spacing="xs">
          {value.map((ev, i) => (
            <div key={`${ev.name}-${i}`} style={{ position: 'relative' }}>
              <Image src={ev.preview} alt={RESULTS_SCREEN.evidenceThumb(i + 1)} h={72} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="red.9"
                variant="filled"
                aria-label={RESULTS_SCREEN.evidenceRemove(i + 1)}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                style={{ position: 'absolute', top: 2, right: 2 }}
              >
                ×
              </ActionIcon>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
