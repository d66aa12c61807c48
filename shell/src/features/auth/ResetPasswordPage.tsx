// /reset-password: the recovery e-mail's link signs the person in for one purpose (supabase-js reads the token from the
// URL when the client starts); here they choose a new password. Without a recovery session the link was invalid.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getSupabase, initAuth, signOut, updatePassword } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { AuthCard, Field, FormMessage, SecondaryButton, SubmitButton } from './form-parts';
import { PageSpinner } from '../pages/PageSpinner';

export const RESET_SUCCESS = 'Password reset successful! You can now log in with your new password.';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [linkState, setLinkState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    // Starting the client lets supabase-js read the recovery token from the URL.
    void initAuth()
      .then(() => getSupabase())
      .then((supabase) => supabase.auth.getSession())
      .then(({ data }) => live && setLinkState(data.session ? 'valid' : 'invalid'))
      .catch(() => live && setLinkState('invalid'));
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await updatePassword(password);
      setMessage({ tone: 'success', text: RESET_SUCCESS });
      toast.success(RESET_SUCCESS);
      await signOut();
      navigate('/sign', { replace: true });
    } catch (caught) {
      const text = caught instanceof Error && caught.message ? caught.message : 'Something went wrong. Please try again later.';
      setMessage({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  if (linkState === 'checking') return <PageSpinner label="Checking your reset link…" />;

  return (
    <AuthCard aria-labelledby="reset-title">
      <h1 id="reset-title">Reset Your Password</h1>
      {linkState === 'invalid' ? (
        <FormMessage role="alert" $tone="error">
          Invalid reset link.
        </FormMessage>
      ) : (
        <form onSubmit={onSubmit}>
          <Field
            label="New password"
            type={visible ? 'text' : 'password'}
            name="password"
            autoComplete="new-password"
            minLength={8}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <SecondaryButton type="button" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
            {visible ? 'Hide' : 'Show'}
          </SecondaryButton>
          {message ? (
            <FormMessage role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
              {message.text}
            </FormMessage>
          ) : null}
          <SubmitButton type="submit" disabled={busy || password.length === 0}>
            {busy ? 'Resetting...' : 'Reset Password'}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
