// The service form (docs/product-rules.md "Admin services"): one zod
// schema for the admin form and /api/admin/services, with the agreed messages and defaults.
import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../enums.ts';
import type { Service } from './service.ts';

export const NAME_AND_DESCRIPTION_REQUIRED = 'Name and description are required';
export const DEFAULT_ICON = '🌿';

/** Where uploaded service images are served (see netlify/functions/service-images.ts). */
export const SERVICE_IMAGE_PATH = '/api/service-images/';
const SERVICE_IMAGE_URL = /^\/api\/service-images\/[a-f0-9-]{36}\.(png|jpg|webp|gif)$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const serviceFieldsSchema = z.object({
  name: z.string({ error: NAME_AND_DESCRIPTION_REQUIRED }).trim().min(1, NAME_AND_DESCRIPTION_REQUIRED).max(120),
  subtitle: optionalText(160),
  description: z
    .string({ error: NAME_AND_DESCRIPTION_REQUIRED })
    .trim()
    .min(1, NAME_AND_DESCRIPTION_REQUIRED)
    .max(1000, 'Use at most 1000 characters'),
  long_description: optionalText(5000),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Category is required' }).default('traditional'),
  icon: z
    .string()
    .trim()
    .max(16, 'Use a single emoji')
    .optional()
    .transform((value) => value || DEFAULT_ICON),
  benefits: z
    .array(z.string().trim().max(200, 'Each benefit must be at most 200 characters'))
    .max(30, 'List at most 30 benefits')
    .default([])
    .transform((list) => list.filter((benefit) => benefit.length > 0)),
  duration: z
    .number({ error: 'Duration must be a number of minutes' })
    .int('Duration must be whole minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(1440, 'Duration must be at most 1440 minutes')
    .default(30),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price is too high')
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, 'Price has at most 2 decimals')
    .default(0),
  sessions: optionalText(80),
  featured: z.boolean().default(false),
  available: z.boolean().default(true),
  image_url: z
    .string()
    .regex(SERVICE_IMAGE_URL, 'Upload the image again')
    .nullish()
    .transform((value) => value ?? null),
});
export type ServiceFields = z.output<typeof serviceFieldsSchema>;

/** Benefits are typed one per line; blank lines are dropped. */
export function benefitsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const serviceIdSchema = z.uuid({ error: 'Cannot delete invalid service' });

export const serviceUpdateSchema = serviceFieldsSchema.extend({
  serviceId: z.uuid({ error: 'Service not found' }),
  /**
   * The service's `updated_at` as the form opened it (the admin list gives it). With it, a save over a change made
   * meanwhile by someone else is refused (409) instead of silently undoing it; without it, the save goes through.
   */
  savedAt: z.iso.datetime({ error: 'Reload the services and save again' }).optional(),
});

/** A service as the admin list shows it: with when it was last changed, to send back with an edit. */
export type AdminService = Service & { updated_at: string };
export const serviceDeleteSchema = z.object({ serviceId: serviceIdSchema });
export const serviceAvailabilitySchema = z.object({
  serviceId: z.uuid({ error: 'Service not found' }),
  available: z.boolean({ error: 'Availability must be true or false' }),
});

export const serviceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(100),
});
