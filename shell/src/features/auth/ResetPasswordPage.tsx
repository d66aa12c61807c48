// /reset-password (also /password-reset): opened from the recovery e-mail. The link's redirect carries the session in
// the URL fragment; shared-data's client reads it (detectSessionInUrl) and the auth store raises `passwordRecovery`.
// Without such a link: "Invalid reset link." and, instead of the form, the e-mail's six-digit code may be entered
// (RecoveryCodeForm) to open the same recovery session. After success: green message, sign-out, then /sign.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@spotless/shared-ui/router';
import { Button, toast } from '@spotless/shared-ui';
import { MESSAGES, signOut, updatePassword, useAuth } from '@spotless/shared-data';
import { useSessionTracking } from '../../platform/start-session';
import { PageSpinner } from '../../pages/PageSpinner';
import { AuthCard, Links, Notice, PASSWORD_RULE, PasswordField, messageOf } from './auth-parts';
import { RecoveryCodeForm } from './RecoveryCodeForm';
import { newPasswordError } from './validation';

/** How long the success message stays before the page moves on to Sign In. */
export const REDIRECT_AFTER_RESET_MS = 3000;

type LinkState = 'checking' | 'valid' | 'invalid';

/** What the URL fragment says about the link: a recovery session, an error (expired/used), or nothing. */
export function readRecoveryFragment(hash: string): 'recovery' | 'error' | 'none' {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error') || params.get('error_code') || params.get('error_description')) return 'error';
  return params.get('type') === 'recovery' && params.get('access_token') ? 'recovery' : 'none';
}

/**
 * Decides whether the page may offer the form: a recovery session (event seen by the store, or a recovery fragment
 * followed by a session), never a mere signed-in session and never a link that came back with an error.
 */
export function decideLink(input: { fragment: 'recovery' | 'error' | 'none'; status: string; passwordRecovery: boolean }): LinkState {
  if (input.fragment === 'error') return 'invalid';
  if (input.passwordRecovery) return 'valid';
  if (input.status === 'loading') return 'checking';
  return input.fragment === 'recovery' && input.status === 'signed-in' ? 'valid' : 'invalid';
}

export function ResetPasswordPage() {
  useSessionTracking();
  const navigate = useNavigate();
  // Read once, before supabase-js clears the fragment.
  const [fragment] = useState(() => readRecoveryFragment(typeof window === 'undefined' ? '' : window.location.hash));
  const status = useAuth((state) => state.status);
  const passwordRecovery = useAuth((state) => state.passwordRecovery);
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Decided once: saving the password and signing out afterwards must not turn the page into "invalid link".
  useEffect(() => {
    if (linkState !== 'checking') return;
    const decision = decideLink({ fragment, status, passwordRecovery });
    if (decision !== 'checking') setLinkState(decision);
  }, [fragment, status, passwordRecovery, linkState]);

  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const invalid = newPasswordError(password, 'New Password');
    setFieldError(invalid);
    if (invalid) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await updatePassword(password);
      setMessage({ tone: 'success', text: MESSAGES.auth.passwordResetSuccess });
      toast.success(MESSAGES.auth.passwordResetSuccess);
      // The recovery session has done its job: sign in again with the new password.
      await signOut().catch(() => undefined);
      redirect.current = setTimeout(() => navigate('/sign', { replace: true }), REDIRECT_AFTER_RESET_MS);
    } catch (caught) {
      setMessage({ tone: 'error', text: messageOf(caught, MESSAGES.auth.somethingWentWrong) });
    } finally {
      setBusy(false);
    }
  };

  if (linkState === 'checking') return <PageSpinner label="Checking your reset link…" />;

  return (
    <AuthCard aria-labelledby="reset-title">
      <h1 id="reset-title">Reset Your Password</h1>
      {linkState === 'invalid' ? (
        <>
          <Notice tone="error">{MESSAGES.auth.invalidResetLink}</Notice>
          <RecoveryCodeForm onVerified={() => setLinkState('valid')} />
          <Links>
            <Link to="/forgot-password">Request a new link</Link>
            <Link to="/sign">Back to Sign In</Link>
          </Links>
        </>
      ) : message?.tone === 'success' ? (
        <>
          <Notice tone="success">{message.text}</Notice>
          <Links>
            <Link to="/sign">Go to Sign In</Link>
          </Links>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <PasswordField
            ref={input}
            label="New Password"
            name="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE}
            value={password}
            error={fieldError}
            onChange={(e) => {
              setPassword(e.target.value);
              setFieldError(null);
            }}
          />
          {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
          <Button type="submit" block size="lg" loading={busy} loadingText="Resetting...">
            Reset Password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
