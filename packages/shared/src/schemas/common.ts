import { z } from './zod';

/** Shape of every error body the API returns. */
export const errorBodySchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Public runtime configuration the web app reads at start-up. */
export const publicConfigSchema = z.object({
  version: z.string(),
  googleClientId: z.string().nullable(),
  paymentGateway: z.enum(['sandbox', 'razorpay']),
  razorpayKeyId: z.string().nullable(),
  speechEngine: z.object({
    name: z.enum(['pocketsphinx', 'deepgram', 'none']),
    available: z.boolean(),
    reason: z.string().optional(),
  }),
  inactivityLogoutMs: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
