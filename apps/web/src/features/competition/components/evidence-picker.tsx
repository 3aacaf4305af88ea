import { ActionIcon, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES, EVIDENCE_TYPES, evidenceFilesSchema, RESULTS_SCREEN } from '@superliga/league';
import { useId } from 'react';
import { schemaResolver } from '../../../lib/schema-form';

/** A picked screenshot: its type and size as the browser told them, its preview (data URL) and its bytes as base64 for the report's body. */
export type PickedEvidence = { name: string; type: string; size: number; preview: string; data: string };
type FileFacts = { type: string; size: number };

const MB = EVIDENCE_MAX_BYTES / 1024 / 1024;

/** Why the picked files and these new ones cannot be sent, with the league's schema of picked screenshots, or undefined. */
const filesCheck = schemaResolver(
  evidenceFilesSchema,
  (files: FileFacts[]) => files.map(({ type, size }) => ({ type, size })),
  () => 'evidence',
);

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(RESULTS_SCREEN.evidenceReadError));
    reader.readAsDataURL(file);
  });

/**
 * 1–4 screenshots picked from the phone (its gallery or camera: `capture`), shown as thumbnails
 * that can be removed: the `evidence` field of the report's form (its value, error and setter). Count,
 * type and size are checked when picked with the league's `evidenceFilesSchema`, so a phone on a
 * slow line does not upload a file the server would refuse (docs/decisions/024); what is wrong is
 * the field's error (`onProblem`), shown here with the report schema's and the server's.
 */
export function EvidencePicker({
  value,
  onChange,
  error,
  onProblem,
}: {
  value: PickedEvidence[];
  onChange: (v: PickedEvidence[]) => void;
  error?: unknown;
  onProblem: (text: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const pick = async (list: FileList | null, input: HTMLInputElement) => {
    const files = Array.from(list ?? []);
    input.value = '';
    if (files.length === 0) return;
    const why = filesCheck([...value, ...files]).evidence;
    if (why) return onProblem(String(why));
    try {
      const read = await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, size: f.size, preview: await readAsDataUrl(f) })));
      onChange([...value, ...read.map((r) => ({ ...r, data: r.preview.slice(r.preview.indexOf(',') + 1) }))]);
    } catch (e) {
      onProblem(e instanceof Error ? e.message : RESULTS_SCREEN.evidenceReadError);
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
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        style={{ maxWidth: '100%' }}
      />
      {Boolean(error) && (
        <Text id={errorId} c="red.9" size="sm" role="alert">
          {String(error)}
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
