// "Transformed Lives" testimonials (content/testimonials/*.json): six stories; a story shows a play button only with a real video.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { isPlaceholderHash } from './video-hash.ts';

export const testimonials = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/testimonials' }),
  schema: ({ image }) =>
    z
      .object({
        order: z.number().int().describe('Position: the home page shows the first three, then all six'),
        name: z.string().describe('Patient name as they agreed to show it'),
        condition: z.string().describe('What they came with, in their words'),
        text: z.string().describe('Their story'),
        rating: z.literal(5).describe('Always 5 of 5 stars'),
        location: z.string().describe('Town'),
        image: image()
          .optional()
          .describe('Portrait photo (docs/images.md); when missing or broken the first letter of the name is shown'),
        treatment: z.string().describe('Treatment received'),
        duration: z.string().describe('How long the treatment took'),
        age: z.number().int().min(1).max(120).describe('Age'),
        profession: z.string().describe('Profession'),
        hasVideo: z.boolean().default(false).describe('Whether a real video story exists (then a play button shows)'),
        videoId: z.string().regex(/^\d+$/).optional().describe('Video id at the video host (digits)'),
        videoHash: z
          .string()
          .regex(/^[0-9a-f]{10}$/, 'A private-link hash is 10 characters 0-9 and a-f')
          .refine((hash) => !isPlaceholderHash(hash), 'This is a placeholder, not the hash of a real video')
          .optional()
          .describe('Private-link hash of the video (the h= part of its private link); leave out until it exists'),
        videoPoster: image().optional().describe('Still image shown before the video is played'),
      })
      .refine((entry) => !entry.hasVideo || (entry.videoId && entry.videoHash && entry.videoPoster), {
        message: 'A video testimonial needs videoId, videoHash and videoPoster',
        path: ['videoId'],
      }),
});
