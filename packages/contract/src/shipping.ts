// Shipping profiles (SPEC.md sections 3 and 7; DESIGN.md: South Africa only, the nine provinces,
// four-digit postal codes, the phone rule of section 5 for the recipient's mobile).
import { z } from 'zod';
import { COUNTRY, PROVINCES } from './constants';
import { envelopeSchema, idSchema } from './common';
import { isValidPhone } from './validation';

const provinceSchema = z.enum(PROVINCES);

/** The fields a user enters; the database columns are snake_case, the wire is camelCase. */
export const shippingFieldsSchema = z.object({
  title: z.string().trim().min(1).max(100),
  recipientName: z.string().trim().min(1).max(200),
  recipientMobile: z
    .string()
    .trim()
    .refine(isValidPhone, 'Invalid cell number.')
    .meta({ examples: ['082 555 0123', '+27825550123'] }),
  streetAddress: z.string().trim().min(1).max(200),
  complex: z.string().trim().max(200),
  suburb: z.string().trim().max(100),
  city: z.string().trim().min(1).max(100),
  province: provinceSchema,
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Postal code must be four digits'),
  country: z.literal(COUNTRY),
});
export type ShippingFields = z.infer<typeof shippingFieldsSchema>;

export const shippingProfileSchema = shippingFieldsSchema.extend({ id: idSchema });
export type ShippingProfile = z.infer<typeof shippingProfileSchema>;
export const shippingProfileListSchema = z.array(shippingProfileSchema);

// Calls

export const shippingCreateBodySchema = envelopeSchema.extend(shippingFieldsSchema.shape);
export const shippingUpdateBodySchema = shippingCreateBodySchema.extend({ id: idSchema });
export const shippingDeleteBodySchema = envelopeSchema.extend({ shippingID: idSchema });
