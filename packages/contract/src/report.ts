// 'Report a problem' (SPEC.md sections 2, 5 and 7): anyone may send one, anonymous or signed in.
import { z } from 'zod';
import { REPORT_TYPE } from './constants';
import { envelopeSchema } from './common';
import { isValidEmail, isValidPhone } from './validation';

export const reportBodySchema = envelopeSchema.extend({
  fullName: z.string().trim().min(1).max(200),
  email: z
    .string()
    .trim()
    .max(254)
    .refine(isValidEmail, 'Invalid email address.')
    .meta({ examples: ['thandi@example.co.za'] }),
  cellNumber: z
    .string()
    .trim()
    .refine(isValidPhone, 'Invalid cell number.')
    .meta({ examples: ['082 555 0123', '+27825550123'] }),
  message: z.string().trim().min(1, 'Blank message cannot be submitted.').max(5000),
  type: z.literal(REPORT_TYPE),
});
