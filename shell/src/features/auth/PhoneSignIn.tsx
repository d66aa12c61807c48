// Sign In with a phone number: the number, then the code sent to it by SMS. Only numbers of existing accounts get a
// code (a new person registers, which asks for their name and role); `onSignedIn` gets the account's roles.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@spotless/shared-ui';
import { MESSAGES, type AppRole } from '@spotless/shared-data';
import { sendSignInCode, verifyPhoneCode } from '@spotless/shared-data/phone';
import { Notice, messageOf } from './auth-parts';
import { PhoneCodeStep } from './PhoneCodeStep';
import { phoneError } from './validation';

export const PHONE_HINT = 'A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567.';

export function PhoneSignIn({ onSignedIn }: { onSignedIn: (roles: AppRole[]) => Promise<void> | void }) {
  const [number, setNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!sentTo) input.current?.focus();
  }, [sentTo]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const invalid = phoneError(number);
    if (invalid) {
      setFieldError(invalid);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setSentTo(await sendSignInCode(number));
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.auth.loginError));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <PhoneCodeStep
        phone={sentTo}
        submitLabel="Sign In"
        idPrefix="sign-in-phone"
        onVerify={async (code) => onSignedIn((await verifyPhoneCode(sentTo, code)).roles)}
        onResend={async () => {
          await sendSignInCode(sentTo);
        }}
        onChangeNumber={() => setSentTo(null)}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        ref={input}
        id="sign-in-phone-number"
        name="phone"
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0803 123 4567"
        hint={PHONE_HINT}
        value={number}
        error={fieldError}
        onChange={(event) => {
          setNumber(event.target.value);
          setFieldError(undefined);
        }}
        required
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button type="submit" block size="lg" loading={busy} loadingText="Sending code...">
        Send code
      </Button>
    </form>
  );
}
