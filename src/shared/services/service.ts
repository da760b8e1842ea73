// A service as the public pages and /api/services see it (docs/product-rules.md "Services").
import { z } from 'zod';
import { SERVICE_CATEGORIES } from '../enums.ts';

const serviceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  subtitle: z.string().nullable(),
  description: z.string(),
  long_description: z.string().nullable(),
  category: z.enum(SERVICE_CATEGORIES),
  duration: z.number().int(),
  sessions: z.string().nullable(),
  price: z.number(),
  rating: z.number(),
  total_reviews: z.number().int(),
  image_url: z.string().nullable(),
  icon: z.string(),
  benefits: z.array(z.string()),
  available: z.boolean(),
  featured: z.boolean(),
  created_at: z.string(),
});

export type Service = z.output<typeof serviceSchema>;

export const servicesResponseSchema = z.object({ data: z.array(serviceSchema) });
export type ServicesResponse = z.output<typeof servicesResponseSchema>;

/** GET /api/services?order=: `featured` (the pages' order, the default) or `name` (the booking wizard's). */
export const servicesQuerySchema = z.object({
  order: z.enum(['featured', 'name'], { error: 'order must be featured or name' }).default('featured'),
});
export type ServicesOrder = z.output<typeof servicesQuerySchema>['order'];
