import { z } from 'zod';
import { isLanguageTag, SUPPORTED_LOCALES } from './locale-negotiation.js';

/** A BCP 47 language tag such as `en`, `de-CH` or `pt-BR`, as `Intl` understands it. */
export const LocaleSchema = z
  .string()
  .refine(isLanguageTag, 'Must be a BCP 47 language tag such as en or de-CH')
  .meta({ description: 'A BCP 47 language tag such as `en`, `de-AT` or `pt-BR`.', example: 'de-AT' });

/** A requested language: any well-formed tag; the reply is in its language if supported (`de-AT` → `de`), else in English. */
export const RequestedLocaleSchema = LocaleSchema.meta({
  description:
    'The language of the reply, a BCP 47 tag. `en`, `de`, `fr` and `es` are written; a regional variant gets its language (`de-AT` → `de`), any other language English. A malformed tag is a 400. Without it: the embed token\'s locale, else `Accept-Language`, else English.',
  example: 'de-AT',
});

/** The language a reply was written in. */
export const SupportedLocaleSchema = z.enum(SUPPORTED_LOCALES);
