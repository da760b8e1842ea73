// Changing one's own password (POST /api/admin/me/password): the current password, and a new one the browser
// checks for length; the server also refuses the most common passwords (src/server/admin/password-policy.ts).
import { z } from 'zod';
import { passwordLengthSchema } from './password-rules.ts';

export const ownPasswordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(1024, 'The current password is not right.'),
  newPassword: passwordLengthSchema,
});
export type OwnPasswordChange = z.infer<typeof ownPasswordChangeSchema>;
