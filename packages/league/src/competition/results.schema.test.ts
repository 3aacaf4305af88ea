import { describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES } from './evidence.rules';
import { RESULTS_MSG } from './results.messages';
import { evidenceFilesSchema } from './results.schema';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('evidenceFilesSchema: the screenshots picked for a report', () => {
  it('accepts up to four JPEG, PNG or WebP files of at most the limit', () => {
    const files = [png(), { type: 'image/jpeg', size: EVIDENCE_MAX_BYTES }, { type: 'image/webp', size: 1 }, png()];
    expect(evidenceFilesSchema.safeParse(files).success).toBe(true);
  });

  it.each([
    ['a fifth file', [png(), png(), png(), png(), png()], RESULTS_MSG.evidenceTooMany(4)],
    ['a GIF', [{ type: 'image/gif', size: 1000 }], RESULTS_MSG.evidenceType],
    ['a file the browser gives no type', [{ type: '', size: 1000 }], RESULTS_MSG.evidenceType],
    ['a file over the limit', [png(EVIDENCE_MAX_BYTES + 1)], RESULTS_MSG.evidenceTooLarge(2)],
  ])('refuses %s with its text', (_, files, text) => {
    expect(evidenceFilesSchema.safeParse(files).error?.issues[0]?.message).toBe(text);
  });
});
