import { z } from 'zod';

/** POST Translate: source defaults to auto; the answer is the original text on failure. */
export const translateRequestSchema = z.object({
  text: z.string({ error: 'translation.textMissing' }).max(5000, 'validation.max5000Chars'),
  target: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,4})?$/, 'translation.invalidTargetLanguage'),
  source: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(auto|[a-z]{2,3}(-[a-z0-9]{2,4})?)$/, 'translation.invalidSourceLanguage')
    .default('auto'),
});
export type TranslateRequest = z.input<typeof translateRequestSchema>;

export const translateResponseSchema = z.object({
  translatedText: z.string(),
  cached: z.boolean(),
  error: z.string().nullable(),
});

export const translateLanguagesResponseSchema = z.object({
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  error: z.string().nullable(),
});

export const fillJobSchema = z.object({
  running: z.boolean(),
  total: z.number(),
  done: z.number(),
  filled: z.number(),
  failed: z.number(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type FillJob = z.infer<typeof fillJobSchema>;
