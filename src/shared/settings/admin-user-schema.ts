// The payloads of /api/admin/users, shared by the settings screen and the server (browser-safe: zod only).
import { z } from 'zod';
import { passwordLengthSchema } from '../admin/password-rules.ts';
import { ACTIONS, GRANTS, type Permissions, RESOURCES, type Resource } from '../admin/permissions.ts';
import { ADMIN_ROLES } from '../enums.ts';
import { emailAddress } from '../field-rules.ts';

const permissionsSchema = z.partialRecord(z.enum(RESOURCES), z.array(z.enum(ACTIONS))).transform((permissions) =>
  Object.fromEntries(
    Object.entries(permissions)
      .map(
        ([resource, actions]) =>
          [resource, GRANTS[resource as Resource].filter((action) => actions?.includes(action))] as const,
      )
      .filter(([, actions]) => actions.length > 0),
  ),
);

export const newAdminUserSchema = z.object({
  email: emailAddress({
    required: 'Please enter a valid email address',
    invalid: 'Please enter a valid email address',
  }).transform((email) => email.toLowerCase()),
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100),
  /** The browser checks the length; the server also refuses the most common passwords (newAdminUserRequestSchema). */
  password: passwordLengthSchema,
  role: z.enum(ADMIN_ROLES, { error: 'Choose a role' }),
  permissions: permissionsSchema.default({}),
});
export type NewAdminUser = z.output<typeof newAdminUserSchema>;

export const adminUserChangeSchema = z.object({
  id: z.uuid({ error: 'Account not found' }),
  role: z.enum(ADMIN_ROLES, { error: 'Choose a role' }).optional(),
  permissions: permissionsSchema.optional(),
  isActive: z.boolean().optional(),
});
export type AdminUserChange = z.output<typeof adminUserChangeSchema>;

export interface AdminUserView {
  id: string;
  email: string;
  name: string | null;
  role: string;
  permissions: Permissions;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}
