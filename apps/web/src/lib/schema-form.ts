import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { errorWithPrefix } from '@superliga/league';
import { ApiError } from './api-client';
import { errorText } from './notify';

/**
 * A @mantine/form validator from a league request schema (docs/decisions/032-forms-and-screen-tests.md):
 * the form's values become the request body (`toBody`: Select ids are text, the author comes from
 * the session) and the schema's first message per field goes under that field. Our own resolver
 * rather than mantine-form-zod-resolver because that one parses the values as they are, and these
 * forms' values are not the body; `fieldOf` names the form field of a body path ('data.budget').
 */
export function schemaResolver<Values>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  fieldOf: (path: string) => string = (path) => path,
  /** A choice the user makes in a list reads better as "choose…" than as the contract's "a valid id". */
  choiceTexts: Record<string, string> = {},
) {
  return (values: Values): FormErrors => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.join('.'));
      errors[field] ??= choiceTexts[field] ?? issue.message;
    }
    return errors;
  };
}

/**
 * A refused request, split for the screen: the server's field errors (`errors` of a 422) under
 * the form's own fields, and what belongs to no field shown in place above the button.
 */
export function serverErrors(error: unknown, fields: readonly string[], fieldOf: (path: string) => string = (path) => path, prefix = '') {
  const placed: Record<string, string> = {};
  const rest: string[] = [];
  if (error instanceof ApiError && Object.keys(error.errors).length) {
    for (const [path, texts] of Object.entries(error.errors)) {
      const field = fieldOf(path);
      const text = texts[0];
      if (!text) continue;
      if (fields.includes(field)) placed[field] ??= text;
      else rest.push(text);
    }
    return { fields: placed, message: rest.length ? errorWithPrefix(prefix, rest) : null };
  }
  return { fields: placed, message: errorText(error, prefix) };
}

/** Field errors are read out when they appear: an error under a field is an alert (as the old alert blocks were). */
export const errorProps = { role: 'alert' } as const;

/**
 * A form's refusals kept for the screen: `onError` puts the server's field errors under the
 * form's fields and keeps the rest (a 409, a field the form does not show) as `message`.
 */
export function useServerErrors(form: { setErrors: (errors: FormErrors) => void }, fields: readonly string[], fieldOf?: (path: string) => string, prefix = '') {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    clear: () => setMessage(null),
    onError: (error: unknown) => {
      const split = serverErrors(error, fields, fieldOf, prefix);
      form.setErrors(split.fields);
      setMessage(split.message);
    },
  };
}
