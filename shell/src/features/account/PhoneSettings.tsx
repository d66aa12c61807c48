// Add or change the phone of an account (issue 24): the new number gets a code by SMS, and the change applies once
// the code is entered here. An e-mail account adds a phone this way, and it then signs in with either.
import { useState, type FormEvent } from 'react';
import { Button, TextField, toast } from '@spotless/shared-ui';
import { MESSAGES, formatNigerianPhone, useAuth } from '@spotless/shared-data';
import { confirmPhoneChange, requestPhoneChange, resendPhoneChangeCode } from '@spotless/shared-data/phone';
import { Notice, Stack, messageOf } from '../auth/auth-parts';
import { PhoneCodeStep } from '../auth/PhoneCodeStep';
import { phoneError } from '../auth/validation';
import { Section } from './account-parts';

export const PHONE_SAVED = 'Your phone number is saved. You can sign in with it.';

/** The account's phone as people read it ('0803 123 4567'); Auth keeps E.164 digits ('2348031234567'). */
function shown(phone: string | undefined): string | null {
  if (!phone) return null;
  return formatNigerianPhone(phone.startsWith('+') ? phone : `+${phone}`);
}

export function PhoneSettings() {
  const current = shown(useAuth((state) => state.user?.phone));
  const [number, setNumber] = useState('');
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const invalid = phoneError(number, 'New phone number');
    if (invalid) {
      setFieldError(invalid);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setCodeFor(await requestPhoneChange(number));
    } catch (caught) {
      setError(messageOf(caught, MESSAGES.auth.unexpectedTryAgain));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="phone" title={current ? 'Change phone' : 'Add a phone'}>
      <p>
        {current ? (
          <>
            Your phone number is <strong data-testid="account-current-phone">{current}</strong>. You can sign in with it.
          </>
        ) : (
          'Add a phone number to sign in with a code by SMS.'
        )}
      </p>
      {codeFor ? (
        <PhoneCodeStep
          phone={codeFor}
          submitLabel="Save number"
          idPrefix="account-phone"
          onVerify={async (code) => {
            await confirmPhoneChange(codeFor, code);
            toast.success(PHONE_SAVED);
            setCodeFor(null);
            setNumber('');
          }}
          onResend={() => resendPhoneChangeCode(codeFor)}
          onChangeNumber={() => setCodeFor(null)}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            id="account-new-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label="New phone number"
            placeholder="0803 123 4567"
            hint="A Nigerian number. We send a code to it by SMS."
            value={number}
            error={fieldError}
            onChange={(event) => {
              setNumber(event.target.value);
              setFieldError(undefined);
            }}
            required
          />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <Stack>
            <Button type="submit" loading={busy} loadingText="Sending code...">
              Send code
            </Button>
          </Stack>
        </form>
      )}
    </Section>
  );
}
