// /account: Account settings for every role (issue 24): password, e-mail, phone, sessions, download my data, delete my
// account. Signed-out visitors (and guests, who have no account to manage here) are sent to sign in first.
import { Navigate } from '@spotless/shared-ui/router';
import { useAuth } from '@spotless/shared-data';
import { PageSpinner } from '../../pages/PageSpinner';
import { useSessionTracking } from '../../platform/start-session';
import { Page } from './account-parts';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { MyDataSection } from './MyDataSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSettings } from './PhoneSettings';
import { SessionsSection } from './SessionsSection';

export function AccountPage() {
  useSessionTracking();
  const status = useAuth((state) => state.status);
  const isAnonymous = useAuth((state) => state.isAnonymous);
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (status !== 'signed-in' || isAnonymous) return <Navigate to="/sign?next=%2Faccount" replace />;
  return (
    <Page aria-labelledby="account-title">
      <h1 id="account-title">Account settings</h1>
      <PasswordSection />
      <EmailSection />
      <PhoneSettings />
      <SessionsSection />
      <MyDataSection />
      <DeleteAccountSection />
    </Page>
  );
}
