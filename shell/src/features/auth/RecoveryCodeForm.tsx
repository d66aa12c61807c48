// The reset e-mail carries a six-digit code as well as the link (for a phone whose mail app opens links elsewhere):
// e-mail and code open the same recovery session the link would.
import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@spotless/shared-ui';
import { MESSAGES, verifyRecoveryCode } from '@spotless/shared-data';
import { Notice, Stack, messageOf } from './auth-parts';
import { emailError } from './validation';

export function RecoveryCodeForm({ onVerified }: { onVerified: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailed(null);
    const found = {
      email: emailError(email) ?? undefined,
      code: /^\d{6}$/.test(code.trim()) ? undefined : 'Enter the 6-digit code from the e-mail.',
    };
    setErrors(found);
    if (found.email || found.code) return;
    setBusy(true);
    try {
      await verifyRecoveryCode(email, code);
      onVerified();
    } catch (error) {
      setFailed(messageOf(error, MESSAGES.auth.invalidOrExpiredToken));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="reset-code-title">
      <h2 id="reset-code-title">Have the code from the e-mail?</h2>
      <TextField
        id="reset-code-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id="reset-code"
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
      {failed ? <Notice tone="error">{failed}</Notice> : null}
      <Stack>
        <Button type="submit" block loading={busy} loadingText="Checking…">
          Use code
        </Button>
      </Stack>
    </form>
  );
}
