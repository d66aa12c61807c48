// "Resend the confirmation e-mail": on the Check your e-mail screen after registering, and on Sign In when the
// address is not confirmed yet. Auth allows one e-mail a minute per address and says so when asked too soon.
import { useState } from 'react';
import { Button } from '@spotless/shared-ui';
import { MESSAGES, resendSignupConfirmation } from '@spotless/shared-data';
import { Notice, messageOf } from './auth-parts';

export const RESENT_TEXT = 'We sent the confirmation e-mail again. Open the link in it to finish.';

export function ResendConfirmation({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const resend = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      await resendSignupConfirmation(email);
      setOutcome({ tone: 'success', text: RESENT_TEXT });
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, MESSAGES.auth.unexpectedTryAgain) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <Button variant="secondary" block loading={busy} loadingText="Sending…" onClick={resend}>
        Resend confirmation e-mail
      </Button>
    </>
  );
}
