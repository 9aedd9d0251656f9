// Image uploads (SPEC.md section 7): signed upload URLs for the full and thumb variants, saving a
// winner photo and removing it.
import { z } from 'zod';
import { IMAGE_SECTIONS } from './constants';
import { envelopeSchema, idSchema } from './common';

const imageSectionSchema = z.enum(IMAGE_SECTIONS);
export const imageVariantSchema = z.enum(['full', 'thumb']);
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** In /image/upload the values are the file names to upload; in /image/save the returned keys. */
export const fullOrThumbSchema = z.object({
  full: z.string().min(1).max(500),
  thumb: z.string().min(1).max(500),
});
export type FullOrThumb = z.infer<typeof fullOrThumbSchema>;

export const imageUploadBodySchema = envelopeSchema.extend({
  fullOrThumb: fullOrThumbSchema,
  section: imageSectionSchema,
});

/** One signed upload target; the client PUTs the image to `signedURL` and expects 200. */
export const signedUploadSchema = z.object({
  fileType: imageVariantSchema,
  s3: z.object({ signedURL: z.string().min(1), key: z.string().min(1) }),
});
export type SignedUpload = z.infer<typeof signedUploadSchema>;
export const signedUploadListSchema = z.array(signedUploadSchema);

export const imageSaveBodySchema = envelopeSchema.extend({
  auctionID: idSchema,
  fullOrThumb: fullOrThumbSchema,
  category: z.literal('winner'),
});

export const winningsRemoveImageBodySchema = envelopeSchema.extend({
  auctionID: idSchema,
  category: z.literal('winner'),
});
