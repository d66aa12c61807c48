// /sign (also /login): split layout with the hero picture; e-mail and password through shared-data's signIn; then the
// role's dashboard, or the `next` page a guard sent the visitor from. Several roles → the role picker. A suspended
// cleaner is told why before entering. One message for unknown e-mail and wrong password (no account enumeration).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '@spotless/shared-ui/router';
import { Button, TextField, toast } from '@spotless/shared-ui';
import { AuthFailure, MESSAGES, fetchMyCleanerStanding, useAuth, type AppRole } from '@spotless/shared-data';
import { afterSignIn, destinationFor } from './after-sign-in';
import { AuthCard, Links, Notice, PasswordField, SplitLayout } from './auth-parts';
import { PhoneSignIn } from './PhoneSignIn';
import { SignInMethod, type Method } from './SignInMethod';
import { ResendConfirmation } from './ResendConfirmation';
import { RolePicker } from './RolePicker';
import { SignInHero } from './SignInHero';
import { emailError } from './validation';
import { chooseActiveRole, firstNameOf, signIn } from '../../platform/session';
import { useSessionTracking } from '../../platform/start-session';
import { DASHBOARD_OF, ROLE_PRIORITY, isRole, type Role } from '../../routing/dashboards';
import { homeDashboard, safeNextPath } from '../../routing/guard-decision';

/** Why a cleaner account is blocked, shown after sign-in (the admin suspended it). */
export const SUSPENDED_NOTICE =
  'Your cleaner account is suspended. You can still sign in and see your dashboard, but you cannot bid on requests or accept bookings until an admin reactivates it. Please contact support.';

interface Choice {
  roles: Role[];
  suspended: boolean;
}

/** The role a `next` path belongs to, so the picker can pre-select it. */
function roleForNext(next: string | null, roles: readonly Role[]): Role | null {
  const safe = safeNextPath(next);
  if (!safe) return null;
  return roles.find((role) => safe === DASHBOARD_OF[role] || safe.startsWith(`${DASHBOARD_OF[role]}/`)) ?? null;
}

export function SignInPage() {
  useSessionTracking();
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const status = useAuth((state) => state.status);
  const isAnonymous = useAuth((state) => state.isAnonymous);
  const roles = useAuth((state) => state.roles) as readonly string[];
  const activeRole = useAuth((state) => state.activeRole) as string | null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The address whose sign-in Auth refused as not confirmed yet: offer to send its link again.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [method, setMethod] = useState<Method>('email');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const enter = (role: Role) => {
    chooseActiveRole(role);
    const { profile, user } = useAuth.getState();
    const name = firstNameOf(profile?.full_name, user?.email);
    if (name) toast.success(MESSAGES.auth.welcome(name));
    navigate(destinationFor(role, next), { replace: true });
  };

  /** After either way of signing in: the dashboard, the role picker, or the text of why not (null when on our way). */
  const proceed = async (signedInRoles: AppRole[]): Promise<string | null> => {
    const outcome = afterSignIn(signedInRoles, next);
    if (outcome.kind === 'no-role') return MESSAGES.auth.loginError;
    toast.success(MESSAGES.auth.loginSuccess);
    // Tell a suspended cleaner why their work is blocked; the standing is advice, so a failed read does not block.
    const suspended = signedInRoles.includes('cleaner') ? (await fetchMyCleanerStanding().catch(() => null)) === 'suspended' : false;
    if (outcome.kind === 'go' && !suspended) enter(outcome.role);
    else setChoice({ roles: outcome.kind === 'pick' ? outcome.roles : [outcome.role], suspended });
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const errors = {
      email: emailError(email) ?? undefined,
      password: password ? undefined : MESSAGES.auth.fieldRequired('Password'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { roles: signedInRoles } = await signIn(email.trim(), password);
      const refused = await proceed(signedInRoles);
      if (refused) setError(refused);
    } catch (caught) {
      setUnconfirmed(caught instanceof AuthFailure && caught.kind === 'email_not_confirmed' ? email.trim() : null);
      // shared-data's AuthFailure carries the user-facing text (one text for unknown e-mail and wrong password).
      setError(caught instanceof Error && caught.message && caught.name === 'AuthFailure' ? caught.message : MESSAGES.auth.loginError);
    } finally {
      setBusy(false);
    }
  };

  const signedIn = status === 'signed-in' && !isAnonymous && roles.length > 0;
  if (choice) {
    return (
      <SplitLayout>
        <SignInHero />
        <RolePicker
          roles={choice.roles}
          suspendedNotice={choice.suspended ? SUSPENDED_NOTICE : null}
          initial={roleForNext(next, choice.roles)}
          onContinue={enter}
        />
      </SplitLayout>
    );
  }
  // Already signed in (back button, or a bookmark): straight on, or the picker when no role is chosen in this tab.
  if (signedIn && !busy) {
    if (isRole(activeRole)) return <Navigate replace to={destinationFor(activeRole, next)} />;
    const held = ROLE_PRIORITY.filter((role) => roles.includes(role));
    const outcome = afterSignIn(held, next);
    if (outcome.kind === 'pick') {
      return (
        <SplitLayout>
          <SignInHero />
          <RolePicker roles={outcome.roles} suspendedNotice={null} initial={roleForNext(next, outcome.roles)} onContinue={enter} />
        </SplitLayout>
      );
    }
    const home = homeDashboard({ roles, activeRole });
    if (home) return <Navigate replace to={outcome.kind === 'go' ? outcome.to : home} />;
  }

  return (
    <SplitLayout>
      <SignInHero />
      <AuthCard aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign In</h1>
        <p>Welcome back. Sign in to your Spotless account.</p>
        <SignInMethod value={method} onChange={setMethod} />
        {method === 'phone' ? (
          <PhoneSignIn
            onSignedIn={async (signedInRoles) => {
              const refused = await proceed(signedInRoles);
              if (refused) throw new Error(refused);
            }}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <TextField
              ref={emailRef}
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              error={fieldErrors.email}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            <PasswordField
              ref={passwordRef}
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={fieldErrors.password}
              onChange={(e) => {
                setPassword(e.target.value);
                setFieldErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            {error ? (
              <div ref={errorRef} tabIndex={-1}>
                <Notice tone="error">{error}</Notice>
              </div>
            ) : null}
            {unconfirmed ? <ResendConfirmation email={unconfirmed} /> : null}
            <Button type="submit" block size="lg" loading={busy} loadingText="Signing in...">
              Sign In
            </Button>
          </form>
        )}
        <Links>
          <Link to="/forgot-password">Forgot Password?</Link>
          <span>
            New here? <Link to="/register">Sign Up</Link>
          </span>
        </Links>
      </AuthCard>
    </SplitLayout>
  );
}
