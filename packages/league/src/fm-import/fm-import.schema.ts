import { z } from 'zod';
import { namedRefSchema } from '../common/common.schema';
import { FM_IMPORT_MSG as M } from './fm-import.messages';
import { FM_CHANGE_FIELDS } from './fm-diff.rules';

/** Files per import, and the size of one (an FM view of a few thousand players is ~1 MB of HTML). */
export const FM_MAX_FILES = 10;
export const FM_MAX_FILE_CHARS = 8_000_000;

/**
 * The exports as text: the server has no multipart parser, so the page reads each file and sends
 * its HTML in JSON (docs/decisions/019-football-manager-import.md).
 */
const fmFileSchema = z.object({
  name: z.string().trim().min(1).max(200),
  html: z.string().min(1, M.noFiles).max(FM_MAX_FILE_CHARS),
});
const filesField = z.array(fmFileSchema, { message: M.noFiles }).min(1, M.noFiles).max(FM_MAX_FILES, M.tooManyFiles(FM_MAX_FILES));

/** `POST /fm-imports/preview`: what the files would change, nothing written. */
export const fmImportPreviewBodySchema = z.object({ files: filesField });
export type FmImportPreviewBody = z.infer<typeof fmImportPreviewBodySchema>;

/** `POST /fm-imports`: the same files and the ids of the changes the Admin ticked. */
export const fmImportApplyBodySchema = z.object({
  files: filesField,
  apply: z.array(z.string().min(1).max(60)).min(1, M.nothingTicked).max(50_000),
});
export type FmImportApplyBody = z.infer<typeof fmImportApplyBodySchema>;

const fmChangeSchema = z.object({
  id: z.string(),
  field: z.enum(FM_CHANGE_FIELDS),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
  applicable: z.boolean(),
  note: z.string().nullable(),
  id_player: z.number().int().nullable(),
  id_team: z.number().int().nullable(),
});

const fmPlayerRefSchema = z.object({ id: z.number().int(), name: z.string(), team: namedRefSchema });

export const fmImportRowSchema = z.object({
  uid: z.number().int(),
  name: z.string(),
  club: z.string(),
  age: z.number().int(),
  ca: z.number().int(),
  pa: z.number().int(),
  /** In pesos by the season's rule; null when FM shows no value. */
  value: z.number().int().nullable(),
  value_text: z.string(),
  nationality: z.string(),
  positions: z.string(),
  file: z.string(),
  row: z.number().int(),
  match: z.enum(['uid', 'name_club', 'none']),
  player: fmPlayerRefSchema.nullable(),
  candidates: z.array(fmPlayerRefSchema.extend({ similarity: z.number() })),
  changes: z.array(fmChangeSchema),
});
export type FmImportRow = z.infer<typeof fmImportRowSchema>;

/** The dry run: the rows that would change something or that no player matches. */
export const fmImportPreviewSchema = z.object({
  files: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  rows_read: z.number().int(),
  duplicates: z.number().int(),
  unchanged: z.number().int(),
  currency: z.string().nullable(),
  value_factor: z.number(),
  rows: z.array(fmImportRowSchema),
});
export type FmImportPreview = z.infer<typeof fmImportPreviewSchema>;

/** One applied import: who, when, which files, how many of each kind, and every change as applied. */
export const fmImportSchema = z.object({
  id: z.number().int(),
  imported_by: namedRefSchema.nullable(),
  imported_at: z.string(),
  file_names: z.array(z.string()),
  counts: z.object({
    rows: z.number().int(),
    applied: z.number().int(),
    created: z.number().int(),
    linked: z.number().int(),
    updated: z.number().int(),
    moved: z.number().int(),
  }),
  changes: z.array(
    z.object({
      id: z.string(),
      field: z.enum(FM_CHANGE_FIELDS),
      id_player: z.number().int(),
      player: z.string(),
      from: z.union([z.string(), z.number()]).nullable(),
      to: z.union([z.string(), z.number()]).nullable(),
    }),
  ),
});
export type FmImport = z.infer<typeof fmImportSchema>;
export const fmImportResultSchema = fmImportSchema.extend({ message: z.string() });
export type FmImportResult = z.infer<typeof fmImportResultSchema>;
export const fmImportsListSchema = z.object({ data: z.array(fmImportSchema) });
