import { z } from 'zod';
import { ExternalIdSchema } from './common.js';
import { LocaleSchema } from './locale.js';
import { ListQuerySchema } from './pagination.js';

/**
 * End users of a partner (the broker's clients). A user is
 * profiled with a questionnaire; portfolios may point at their user with `userId`.
 */

export const EmailSchema = z.email('Must be an email address').max(254);
export const UserNameSchema = z.string().trim().min(1).max(200);

export const UserInputSchema = z.strictObject({
  externalId: ExternalIdSchema,
  email: EmailSchema.optional(),
  name: UserNameSchema.optional(),
  locale: LocaleSchema.optional(),
});
export type UserInput = z.infer<typeof UserInputSchema>;

/** PATCH body: only the fields to change; `null` clears `email`, `name` or `locale`. */
export const UserPatchSchema = z
  .strictObject({
    externalId: ExternalIdSchema.optional(),
    email: EmailSchema.nullable().optional(),
    name: UserNameSchema.nullable().optional(),
    locale: LocaleSchema.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Supply at least one field to change' });
export type UserPatch = z.infer<typeof UserPatchSchema>;

export const UserSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  locale: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserListQuerySchema = ListQuerySchema.extend({ externalId: ExternalIdSchema.optional() });
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
