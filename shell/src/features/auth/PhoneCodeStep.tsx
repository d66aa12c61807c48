// The second step of every SMS flow (sign in, sign up, add or change a phone): the 6-digit code sent to the number,
// with "Send a new code" once the resend wait is over (a countdown says how long), and a way back to the number.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextField } from '@spotless/shared-ui';
import { formatNigerianPhone } from '@spotless/shared-data';
import { RESEND_WAIT_SECONDS, SmsWaitFailure } from '@spotless/shared-data/phone';
import { Notice, Stack, messageOf } from './auth-parts';

export const CODE_FORMAT = 'Enter the 6-digit code from the SMS.';

/** Seconds left before another code may be asked for, ticking down once a second. */
function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export interface PhoneCodeStepProps {
  /** The number the code went to (E.164). */
  phone: string;
  /** Checks the code; throws (AuthFailure) with the text to show when it is refused. */
  onVerify: (code: string) => Promise<void>;
  /** Asks for a new code; throws like onVerify (a SmsWaitFailure restarts the countdown). */
  onResend: () => Promise<void>;
  /** Back to the number (to correct it). */
  onChangeNumber: () => void;
  submitLabel?: string;
  idPrefix?: string;
}

export function PhoneCodeStep({ phone, onVerify, onResend, onChangeNumber, submitLabel = 'Continue', idPrefix = 'phone' }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [left, restart] = useCountdown(RESEND_WAIT_SECONDS);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFieldError(CODE_FORMAT);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await onVerify(digits);
    } catch (caught) {
      setOutcome({ tone: 'error', text: messageOf(caught, 'Could not check the code. Please try again.') });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (resending || left > 0) return;
    setOutcome(null);
    setResending(true);
    try {
      await onResend();
      setCode('');
      restart(RESEND_WAIT_SECONDS);
      setOutcome({ tone: 'success', text: 'We sent a new code.' });
    } catch (caught) {
      if (caught instanceof SmsWaitFailure) restart(caught.seconds);
      setOutcome({ tone: 'error', text: messageOf(caught, 'Could not send a new code. Please try again.') });
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid={`${idPrefix}-code-step`}>
      <p>
        We sent a 6-digit code by SMS to <strong>{formatNigerianPhone(phone)}</strong>.
      </p>
      <TextField
        ref={input}
        id={`${idPrefix}-code`}
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={fieldError}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(undefined);
        }}
        required
      />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      <Stack>
        <Button type="submit" block size="lg" loading={busy} loadingText="Checking...">
          {submitLabel}
        </Button>
        <Button block variant="secondary" onClick={resend} disabled={left > 0 || resending || busy} aria-live="polite">
          {left > 0 ? `Send a new code in ${left} s` : resending ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button block variant="ghost" onClick={onChangeNumber} disabled={busy}>
          Use another number
        </Button>
      </Stack>
    </form>
  );
}
