// /forgot-password: e-mail only (one account holds all roles, so no role selector; product.md §4).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '@spotless/shared-data';
import { AuthCard, Field, FormMessage, SubmitButton } from './form-parts';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await requestPasswordReset(email.trim(), `${window.location.origin}/reset-password`);
      setMessage({ tone: 'success', text: 'Check your email for a reset link.' });
    } catch (caught) {
      const text = caught instanceof Error && caught.message ? caught.message : 'Something went wrong. Please try again later.';
      setMessage({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset Password</h1>
      <form onSubmit={onSubmit}>
        <Field label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        {message ? (
          <FormMessage role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
            {message.text}
          </FormMessage>
        ) : null}
        <SubmitButton type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send Reset Link'}
        </SubmitButton>
      </form>
      <p>
        <Link to="/sign">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
