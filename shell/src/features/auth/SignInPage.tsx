// /sign: e-mail + password through shared-data's signIn, then the role's dashboard (or the role picker).
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@spotless/shared-ui';
import { MESSAGES } from '@spotless/shared-data';
import { afterSignIn, destinationFor } from './after-sign-in';
import { AuthCard, Field, FormMessage, Links, SecondaryButton, SubmitButton } from './form-parts';
import { ROLE_LABELS } from './role-labels';
import { chooseActiveRole, firstNameOf, signIn, useAuth } from '../platform/session';
import { homeDashboard } from '../routing/guard-decision';
import { useSessionTracking } from '../platform/start-session';
import { isRole, type Role } from '../routing/dashboards';

function errorText(error: unknown): string {
  // shared-data's typed errors carry the user-facing text; anything else gets the spec's generic line.
  if (error instanceof Error && error.message && error.name !== 'Error') return error.message;
  return MESSAGES.auth.invalidCredentials;
}

export function SignInPage() {
  useSessionTracking();
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const status = useAuth((state) => state.status);
  const roles = useAuth((state) => state.roles) as readonly string[];
  const activeRole = useAuth((state) => state.activeRole) as string | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState<Role[] | null>(null);

  const go = (role: Role) => {
    chooseActiveRole(role);
    const { profile, user } = useAuth.getState();
    const name = firstNameOf(profile?.full_name, user?.email);
    toast.success(name ? `Welcome, ${name}!` : MESSAGES.auth.loginSuccess);
    navigate(destinationFor(role, next), { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const { roles: signedInRoles } = await signIn(email.trim(), password);
      const outcome = afterSignIn(signedInRoles, next);
      if (outcome.kind === 'go') go(outcome.role);
      else if (outcome.kind === 'pick') setPicking(outcome.roles);
      else setError(MESSAGES.auth.loginError);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  // Already signed in (e.g. back button): no form to fill, go home.
  const home = status === 'signed-in' && !picking && !busy ? homeDashboard({ roles, activeRole }) : null;
  if (home) return <Navigate replace to={isRole(activeRole) ? destinationFor(activeRole, next) : home} />;

  if (picking) {
    return (
      <AuthCard aria-labelledby="pick-role-title">
        <h1 id="pick-role-title">Continue as</h1>
        <p>Your account has more than one role. Which dashboard do you want to open?</p>
        {picking.map((role) => (
          <SecondaryButton key={role} type="button" onClick={() => go(role)}>
            {ROLE_LABELS[role]}
          </SecondaryButton>
        ))}
      </AuthCard>
    );
  }

  return (
    <AuthCard aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign In</h1>
      <form onSubmit={onSubmit} noValidate>
        <Field label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? (
          <FormMessage role="alert" $tone="error">
            {error}
          </FormMessage>
        ) : null}
        <SubmitButton type="submit" disabled={busy || !email || !password}>
          {busy ? 'Signing in…' : 'Sign In'}
        </SubmitButton>
      </form>
      <Links>
        <Link to="/forgot-password">Forgot Password?</Link>
        <Link to="/register">Create an account</Link>
      </Links>
    </AuthCard>
  );
}
