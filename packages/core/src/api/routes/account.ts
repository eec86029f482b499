// The signed-in user and local accounts (SPEC §3 "User info", §7 GET /api/me; sign-up, sign-in and the
// sign-in providers extend §7).
import { z } from 'zod';
import { OAUTH_PROVIDERS } from '../../auth/providers';
import { ENVIRONMENTS, LOCALES } from '../../constants';
import { languageSchema, signInSchema, signUpSchema } from '../contract';
import { boardSchema } from './boards';
import { defineRoute } from './define';
import { uploadedFontSchema } from './uploads';

/** SPEC §3 "User info". */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  boards: z.array(boardSchema),
  language: z.enum(LOCALES),
  last_login: z.string().nullable(),
  fonts: z.array(uploadedFontSchema),
  quotes_count: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const meAnswerSchema = z.object({
  user: userSchema.nullable(),
  lang: z.enum(LOCALES),
  /** Said by GET /api/me; where it is missing the web app treats the environment as not production. */
  environment: z.enum(ENVIRONMENTS).optional(),
  /** GET /api/me: the scheduler product's address (SCHEDULER_URL) the sign-in modal goes back to; absent when unset. */
  scheduler_url: z.string().optional(),
  /** GET /api/me: the exact origins (EMBED_ORIGINS) whose pages may embed the editor and message it; absent when none. */
  embed_origins: z.array(z.string()).optional(),
  /** Sign-up and sign-in only: true when the account had never signed in before (SPEC §4 account-created). */
  first_login: z.literal(true).optional(),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;

/** GET /api/auth/providers: what the sign-in screens may offer. */
export const authProvidersSchema = z.object({
  /** Email and password accounts: always on (the embedded default). */
  local: z.literal(true),
  /** The OAuth providers configured on the server, in the order of OAUTH_PROVIDERS. */
  oauth: z.array(z.enum(OAUTH_PROVIDERS)),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const meRoute = defineRoute({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in user (or none), language and boards',
  signedIn: false,
  rateLimited: false,
  answer: meAnswerSchema,
});

export const signUpRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Create an account and sign in',
  signedIn: false,
  rateLimited: true,
  body: signUpSchema,
  answer: meAnswerSchema,
  failures: [409],
});

export const signInRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/signin',
  summary: 'Sign in with email and password',
  signedIn: false,
  rateLimited: true,
  body: signInSchema,
  answer: meAnswerSchema,
  failures: [401],
});

export const signOutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/signout',
  summary: 'End the session (no body)',
  signedIn: false,
  rateLimited: false,
  answer: meAnswerSchema,
  failures: [413],
});

export const authProvidersRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/providers',
  summary: 'The sign-in providers offered: local accounts and the configured OAuth providers',
  signedIn: false,
  rateLimited: false,
  answer: authProvidersSchema,
});

export const setLanguageRoute = defineRoute({
  method: 'POST',
  path: '/api/me/language',
  summary: "Store the signed-in user's interface language",
  signedIn: true,
  rateLimited: false,
  body: languageSchema,
  answer: meAnswerSchema,
});
