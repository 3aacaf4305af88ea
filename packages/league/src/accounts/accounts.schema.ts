import { z } from 'zod';
import { DIVISIONS, NAME_MAX, PASSWORD_MIN, ROLES } from '../constants';
import { MSG } from '../messages';

const email = z
  .string({ message: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(255, MSG.emailInvalid)
  .pipe(z.email({ message: MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

export const nameField = z.string({ message: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(NAME_MAX, MSG.nameTooLong);
export const emailField = email;
export const passwordField = z
  .string({ message: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(200, MSG.passwordTooShort);

export const loginBodySchema = z.object({
  email: z
    .string({ message: MSG.emailRequired })
    .trim()
    .min(1, MSG.emailRequired)
    .max(255)
    .transform((v) => v.toLowerCase()),
  password: z.string({ message: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Adds the 'confirmed' rule to any object with password + password_confirmation. */
function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodTypeAny; password_confirmation: z.ZodTypeAny }>>(schema: T) {
  return schema.superRefine((value: { password?: unknown; password_confirmation?: unknown }, ctx) => {
    if (value.password !== undefined && value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.passwordMismatch });
    }
  });
}

export const signupBodySchema = withPasswordConfirmation(
  z.object({
    name: nameField,
    email,
    password: passwordField,
    password_confirmation: z.string({ message: MSG.passwordConfirmRequired }),
  }),
);
export type SignupBody = z.infer<typeof signupBodySchema>;

export const roleSchema = z.enum(ROLES);

export const userTeamSchema = z.object({ id: z.number(), name: z.string(), division: z.union([z.enum(DIVISIONS), z.literal('')]) });

/** A user as the API shows it; `email` only to Admin and to the user. */
export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().optional(),
  rol: roleSchema,
  profits: z.number(),
  costs: z.number(),
  /** The budget's version: one more on every move; sent back with an absolute `profits` write (docs/decisions/017). */
  version: z.number().int(),
  team: userTeamSchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
