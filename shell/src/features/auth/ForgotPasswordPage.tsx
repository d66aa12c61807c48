// /forgot-password (also /forgots-password): e-mail only (one account holds all roles, so no role selector; product.md
// §4). The same answer whatever the address, so the screen never tells who has an account.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from '@spotless/shared-ui/router';
import { Button, TextField } from '@spotless/shared-ui';
import { MESSAGES, requestPasswordReset } from '@spotless/shared-data';
import { useSessionTracking } from '../../platform/start-session';
import { AuthCard, Links, Notice, messageOf } from './auth-parts';
import { emailError } from './validation';

/** Where the e-mailed link lands: this site's Reset Your Password page. */
export function resetRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}/reset-password`;
}

export function ForgotPasswordPage() {
  useSessionTracking();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const invalid = emailError(email);
    setFieldError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim(), resetRedirectUrl());
      setMessage({ tone: 'success', text: MESSAGES.auth.resetLinkSent });
    } catch (caught) {
      setMessage({ tone: 'error', text: messageOf(caught, MESSAGES.auth.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset Password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          ref={input}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
        />
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <Button type="submit" block size="lg" loading={busy} loadingText="Sending...">
          Send Reset Link
        </Button>
      </form>
      <Links>
        <Link to="/sign">Back to Sign In</Link>
      </Links>
    </AuthCard>
  );
}
