// /register: choose Client or Cleaner, then name, e-mail, phone and password (spec "Register Your Account").
// The role travels in the sign-up metadata; the database trigger creates the profile and the role row.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, signUp } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { useSessionTracking } from '../platform/start-session';
import { AuthCard, Field, FormMessage, SecondaryButton, SubmitButton } from './form-parts';

type SignUpRole = 'client' | 'cleaner';

function roleFrom(value: string | null): SignUpRole | null {
  return value === 'client' || value === 'cleaner' ? value : null;
}

export function RegisterPage() {
  useSessionTracking();
  const [params, setParams] = useSearchParams();
  const role = roleFrom(params.get('role'));
  const navigate = useNavigate();
  const [form, setForm] = useState({ fullName: '', email: '', phone: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  if (!role) {
    return (
      <AuthCard aria-labelledby="register-title">
        <h1 id="register-title">Sign Up</h1>
        <p>How will you use Spotless?</p>
        <SubmitButton type="button" onClick={() => setParams({ role: 'client' })}>
          Client
        </SubmitButton>
        <SecondaryButton type="button" onClick={() => setParams({ role: 'cleaner' })}>
          Cleaner
        </SecondaryButton>
        <p>
          Already have an account? <Link to="/sign">Sign in</Link>
        </p>
      </AuthCard>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const result = await signUp({
        email: form.email.trim(),
        password: form.password,
        fullName: form.fullName.trim(),
        phone: form.phone.trim(),
        accountType: role,
      });
      toast.success(role === 'client' ? 'Client registered successfully!' : 'Cleaner registered successfully!');
      if (!result.needsEmailConfirmation) {
        navigate(role === 'client' ? '/client' : '/cleaner', { replace: true });
      } else {
        setMessage({ tone: 'success', text: 'Registration successful! Please check your email to verify your account.' });
      }
    } catch (caught) {
      const detail = caught instanceof Error ? caught.message : MESSAGES.auth.unexpectedTryAgain;
      setMessage({ tone: 'error', text: `Error registering ${role}: ${detail}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Register Your Account</h1>
      <p>Signing up as a {role === 'client' ? 'Client' : 'Cleaner'}.</p>
      <form onSubmit={onSubmit}>
        <Field label="Full name" name="fullName" autoComplete="name" required value={form.fullName} onChange={set('fullName')} />
        <Field label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <Field label="Phone" type="tel" name="phone" autoComplete="tel" placeholder="+234 803 123 4567" required value={form.phone} onChange={set('phone')} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={8}
          required
          value={form.password}
          onChange={set('password')}
        />
        {message ? (
          <FormMessage role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
            {message.text}
          </FormMessage>
        ) : null}
        <SubmitButton type="submit" disabled={busy}>
          {busy ? 'Registering…' : 'Register'}
        </SubmitButton>
      </form>
      <SecondaryButton type="button" onClick={() => setParams({})}>
        Back
      </SecondaryButton>
    </AuthCard>
  );
}
