// Who needs a second factor (README.md "Second factor"): accounts that can read health information, that is
// appointments (their health notes) or patients. Others may set one up from their account screen.
import { type AdminPrincipal, can, type Resource } from '../../shared/admin/permissions.ts';
import type { PendingStep } from '../../shared/admin/second-factor.ts';

/** Whose accounts need a second factor: those that can read appointments (health notes) or patients. */
const HEALTH_RESOURCES: readonly Resource[] = ['appointments', 'patients'];

export function secondFactorRequired(account: Pick<AdminPrincipal, 'role' | 'permissions'>): boolean {
  return HEALTH_RESOURCES.some((resource) => can(account, resource, 'read'));
}

/** The step after a right password: the code when enrolled, the enrolment when required, else none. */
export function stepAfterPassword(
  account: Pick<AdminPrincipal, 'role' | 'permissions'> & { totpSecret: string | null },
): PendingStep | null {
  if (account.totpSecret) return 'second_factor';
  return secondFactorRequired(account) ? 'enrol_second_factor' : null;
}
