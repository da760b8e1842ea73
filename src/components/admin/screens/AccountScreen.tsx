// My account (every signed-in staff member): change one's own password, and the second factor's state, with its
// set-up for an account that does not have one yet.
import type { AdminScreenProps } from '../admin-session.ts';
import OwnPasswordForm from './account/OwnPasswordForm.tsx';
import SecondFactorPanel from './account/SecondFactorPanel.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

export default function AccountScreen({ user }: AdminScreenProps) {
  return (
    <Screen id="account" title="My account" lead={`Signed in as ${user.email}. Your password and sign-in security.`}>
      <OwnPasswordForm />
      <SecondFactorPanel />
    </Screen>
  );
}
