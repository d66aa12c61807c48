// /adminregister: a super_admin registers another admin (product.md §4: nobody else may). The RPC `register_admin`
// (through shared-data's registerAdmin) re-checks the caller; this screen only spares others a form they cannot use.
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from '@spotless/shared-ui/router';
import { errorMessage, MESSAGES } from '@spotless/shared-data';
import { registerAdmin } from '@spotless/shared-data/console';
import { toast } from '@spotless/shared-ui';
import { AuthCard, Field, FormMessage, SelectField, SubmitButton } from './form-parts';
import { checkAdminRegisterForm, type AdminRegisterErrors } from './admin-register-checks';
import { useGuardSession } from '../platform/session';
import { homeDashboard, signInPath } from '../routing/guard-decision';
import { PageSpinner } from '../pages/PageSpinner';
import { useSessionTracking } from '../platform/start-session';
import { MIN_PASSWORD_LENGTH } from '../features/auth/auth-parts';

export function AdminRegisterPage() {
  useSessionTracking();
  const session = useGuardSession();
  const location = useLocation();
  const [form, setForm] = useState({ fullName: '', email: '', password: '', role: 'admin' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [errors, setErrors] = useState<AdminRegisterErrors>({});
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  if (session.status === 'loading') return <PageSpinner label="Checking your session…" />;
  if (session.status === 'signed-out' || session.roles.length === 0) return <Navigate replace to={signInPath(location.pathname)} />;
  if (!session.roles.includes('super_admin')) return <Navigate replace to={homeDashboard(session) ?? '/'} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const found = checkAdminRegisterForm(form);
    setErrors(found);
    const firstInvalid = (['fullName', 'email', 'password'] as const).find((key) => found[key]);
    if (firstInvalid) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await registerAdmin({ fullName: form.fullName, email: form.email, password: form.password, role: form.role === 'super_admin' ? 'super_admin' : 'admin' });
      toast.success(MESSAGES.auth.adminRegistered);
      setMessage({ tone: 'success', text: MESSAGES.auth.adminRegistered });
      setForm({ fullName: '', email: '', password: '', role: 'admin' });
    } catch (caught) {
      const text = errorMessage(caught, MESSAGES.auth.unexpectedTryAgain);
      setMessage({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard aria-labelledby="admin-register-title">
      <h1 id="admin-register-title">Admin Registration</h1>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Full name" name="fullName" required value={form.fullName} onChange={set('fullName')} error={errors.fullName} />
        <Field label="Email" type="email" name="email" required value={form.email} onChange={set('email')} error={errors.email} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <SelectField label="Role" name="role" value={form.role} onChange={set('role')}>
          <option value="admin">admin</option>
          <option value="super_admin">super_admin</option>
        </SelectField>
        {message ? (
          <FormMessage role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
            {message.text}
          </FormMessage>
        ) : null}
        <SubmitButton type="submit" disabled={busy}>
          {busy ? 'Registering…' : 'Register Admin'}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
