// The user's profile (SPEC.md sections 3 and 7): the profile view, the update payload (note the
// wire spelling `nickName` there), the profile icon and the header's profile-image fetch.
import { z } from 'zod';
import { LANGUAGE_ISOS } from './constants';
import { envelopeSchema } from './common';

const languageIsoSchema = z.enum(LANGUAGE_ISOS);

export const profileViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  language: z.string().nullable(),
  location: z.string().nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** Mobile number is checked with `isValidPhone` where it is not empty. */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  email: z.string().trim().max(254),
  nickName: z.string().trim().min(2).max(40),
  profileImage: z.string().max(1000).nullable().optional(),
  mobileNumber: z.string().trim().max(30).nullable().optional(),
  location: z.string().trim().max(200).nullable().optional(),
  language: languageIsoSchema.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileUpdateBodySchema = envelopeSchema.extend(profileUpdateSchema.shape);

/** /profile/icon: the image URL path (null when none) and its expiry in epoch milliseconds. */
export const profileIconSchema = z.object({
  profileImage: z.string().nullable(),
  expires: z.number(),
});

/**
 * /profile/image (the header's fetch): either the image or
 * `message: 'profileImage is empty'` (ERROR_MESSAGES.PROFILE_IMAGE_EMPTY), meaning no image.
 */
export const profileImageResponseSchema = z.object({
  profileImage: z.string().nullable().optional(),
  message: z.string().optional(),
});
