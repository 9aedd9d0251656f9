// Accounts and sessions (SPEC.md sections 3, 4 and 7): the session user decoded from the refresh
// token, sign-up fields and the bodies and answers of the /auth calls.
import { z } from 'zod';
import { envelopeSchema } from './common';

/** Email as typed: trimmed; the pattern check is `isValidEmail` (validation.ts). */
const emailFieldSchema = z.string().trim().min(3).max(254);

/** The client sends passwords only as a SHA-256 hex digest (DESIGN.md, accounts and tokens). */
export const passwordHashSchema = z.string().regex(/^[0-9a-f]{64}$/i, 'Password must be a SHA-256 hex digest');

export const sessionUserSchema = z.object({
  uuid: z.string().min(1),
  email: z.string(),
  nickname: z.string(),
  bidToken: z.string().min(1),
  lastCheckedIn: z.string().nullable().optional(),
  mobileNumber: z.string().nullable().optional(),
});

/** Claims of the refresh JWT: the session user plus expiry (epoch seconds) and token version. */
export const tokenClaimsSchema = sessionUserSchema.extend({
  exp: z.number(),
  iat: z.number().optional(),
  ver: z.int().nonnegative().optional(),
});

export const signupFieldsSchema = z.object({
  email: emailFieldSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  nickname: z.string().trim().min(2).max(40),
  password: passwordHashSchema,
  emailToken: z.string().min(1).max(512),
});
export type SignupFields = z.infer<typeof signupFieldsSchema>;

// Calls

/** Every successful sign-in answer: a new refresh JWT. */
export const authTokenResponseSchema = z.object({ refreshToken: z.string().min(1) });

/** The campaign a sign-up came from, recorded with the setup link (and the envelope's referrerToken). */
const campaignSrcSchema = z.string().max(200).optional();

export const authEmailBodySchema = envelopeSchema.extend({ email: emailFieldSchema, campaignSrc: campaignSrcSchema });

export const signupBodySchema = envelopeSchema.extend(signupFieldsSchema.shape);

export const registerBodySchema = envelopeSchema.extend({
  email: emailFieldSchema,
  campaignSrc: campaignSrcSchema,
});

/** 200 answer of /auth/register (the header's sign-up modal). */
export const registerResponseSchema = z.object({
  rStatus: z.string(),
  message: z.string(),
});

/** `loginToken` = base64 of `email:sha256hex(password)`; see login-token.ts. */
export const loginBodySchema = envelopeSchema.extend({ loginToken: z.string().min(1).max(2048) });

export const resetBodySchema = envelopeSchema.extend({
  email: emailFieldSchema,
  password: passwordHashSchema,
  emailToken: z.string().min(1).max(512),
});

/**
 * /auth/magic (not named in SPEC.md): exchanges the JWT of a magic link (`/auth/{jwt}`) for a
 * refresh token; each link works once, within MAGIC_LINK_TTL_SECONDS.
 */
export const magicLinkExchangeBodySchema = envelopeSchema.extend({ token: z.string().min(1).max(4096) });

/** /auth/refresh: the envelope's refreshToken is required here. */
export const refreshBodySchema = envelopeSchema.extend({ refreshToken: z.string().min(1).max(4096) });
