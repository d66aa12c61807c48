// Change e-mail: Auth e-mails the new address (and, with double confirmation, the current one); the screen says so.
import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@spotless/shared-ui';
import { ACCOUNT_TEXTS, changeEmail } from '@spotless/shared-data/account';
import { isValidEmail, useAuth } from '@spotless/shared-data';
import { Notice, Stack, messageOf } from '../auth/auth-parts';
import { Section } from './account-parts';

export function EmailSection() {
  const user = useAuth((state) => state.user);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const pending = user?.new_email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    if (!isValidEmail(email.trim())) {
      setError('Enter a valid e-mail address.');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setOutcome({ tone: 'success', text: await changeEmail(email) });
      setEmail('');
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught, ACCOUNT_TEXTS.emailChangeFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="email" title="Change e-mail">
      <p>
        Your e-mail address is <strong data-testid="account-current-email">{user?.email || 'not set'}</strong>.
      </p>
      {pending && !outcome ? <Notice tone="info">{ACCOUNT_TEXTS.emailChangeSent(pending)}</Notice> : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          id="account-new-email"
          name="email"
          type="email"
          label="New e-mail address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          required
        />
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <Stack>
          <Button type="submit" loading={busy} loadingText="Sending…">
            Change e-mail
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
