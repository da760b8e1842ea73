// Herbal products (content/products/*.json): the home carousel and the product detail page /product/{id}.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

export const PRODUCT_CATEGORIES = ['Herbal Powders', 'Herbal Supplements', 'Herbal Teas', 'Herbal Oils'] as const;

export const products = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/products' }),
  schema: ({ image }) =>
    z.object({
      id: z.number().int().positive().describe('Numeric id used in the address /product/{id}; never reuse one'),
      order: z.number().int().describe('Position in the home carousel'),
      name: z.string().describe('Product name'),
      sinhalaName: z.string().optional().describe('Name in Sinhala, shown with lang="si"'),
      tagline: z.string().describe('A few words under the name'),
      description: z.string().describe('Short description for the carousel (one or two sentences)'),
      longDescription: z.string().describe('Full description for the product page'),
      category: z.enum(PRODUCT_CATEGORIES).describe('One of the four product categories'),
      rating: z.number().min(0).max(5).describe('Average rating out of 5'),
      reviews: z.number().int().min(0).describe('Number of reviews'),
      benefits: z.array(z.string()).min(1).describe('Key benefits, one line each'),
      featured: z.boolean().describe('Shown with a “Featured” badge'),
      imageGradient: z
        .string()
        .describe('CSS gradient behind the product image on cards, e.g. linear-gradient(135deg, #f8ead2, #e3efe4)'),
      image: image().describe('Main image (a file in src/assets/products); replace with a photo to update'),
      imageAlt: z.string().describe('What the main image shows'),
      images: z
        .array(z.object({ src: image().describe('Image file'), alt: z.string().describe('What it shows') }))
        .describe('Further images for the product page'),
      ingredients: z
        .array(
          z.object({
            name: z.string().describe('Ingredient name in English'),
            localName: z.string().optional().describe('Sinhala or botanical name'),
            share: z.string().optional().describe('Proportion, e.g. "40%"'),
          }),
        )
        .min(1)
        .describe('What it is made of'),
      uses: z.array(z.string()).min(1).describe('What it is traditionally used for'),
      dosage: z.string().describe('How much and how often, as a practitioner would advise'),
      preparation: z.array(z.string()).min(1).describe('How to prepare or apply it, one step per line'),
      contraindications: z.array(z.string()).min(1).describe('Who should not use it or should ask first'),
      origin: z.string().describe('Where the herbs come from and how it is made'),
      certifications: z.array(z.string()).describe('Certifications and registrations'),
      size: z.string().describe('Pack size, e.g. "100 g"'),
    }),
});
