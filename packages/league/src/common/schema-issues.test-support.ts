import type { z } from 'zod';

/** The issues of a failed parse as { 'a.b': message }, first message per path. */
export function errors(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}
