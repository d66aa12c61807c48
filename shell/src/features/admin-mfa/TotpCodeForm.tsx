// The 6-digit code from the authenticator app: the last part of the set-up and the whole of each later sign-in.
import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@spotless/shared-ui';
import { MFA_MESSAGES, submitTotpCode } from '@spotless/shared-data/mfa';
import { Notice, messageOf } from '../auth/auth-parts';

export function TotpCodeForm({ factorId, submitLabel }: { factorId: string; submitLabel: string }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      // On success the session becomes aal2 and the gate opens the console: nothing more to do here.
      await submitTotpCode(factorId, code);
    } catch (caught) {
      setError(messageOf(caught, MFA_MESSAGES.failed));
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        ref={input}
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        onChange={(e) => {
          setCode(e.target.value.replace(/[^\d ]/g, ''));
          setError(null);
        }}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" block size="lg" loading={busy} loadingText="Checking...">
        {submitLabel}
      </Button>
    </form>
  );
}
