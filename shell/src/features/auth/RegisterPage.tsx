// /register (also /signup, /client-signup, /cleaner-signup, /client-reg, /cleaner-reg through the redirect table, which
// pre-selects the role with ?role=). Step 1: Client or Cleaner. Step 2: Register Your Account. The role travels in the
// sign-up metadata; the database trigger creates the profile and the role. A signed-in person adds the other role to
// the same account instead (AddRolePanel), and a guest choosing Client keeps what they already sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@spotless/shared-ui/router';
import { Button, TextField, toast } from '@spotless/shared-ui';
import {
  AuthFailure,
  MESSAGES,
  TOAST,
  convertGuestToClient,
  dashboardPathFor,
  signUp,
  useAuth,
} from '@spotless/shared-data';
import { resendSignUpCode, signUpWithPhone, verifyPhoneCode } from '@spotless/shared-data/phone';
import { useSessionTracking } from '../../platform/start-session';
import { PageSpinner } from '../../pages/PageSpinner';
import { AddRolePanel } from './AddRolePanel';
import { ResendConfirmation } from './ResendConfirmation';
import { AuthCard, Links, Notice, PASSWORD_RULE, PasswordField, Stack, messageOf } from './auth-parts';
import { PhoneCodeStep } from './PhoneCodeStep';
import { SignInMethod, type Method } from './SignInMethod';
import {
  EMPTY_REGISTER_FORM,
  REGISTER_LABELS,
  checkRegisterForm,
  type RegisterField,
  type RegisterForm,
  type SignUpRole,
} from './validation';

const FIELD_ORDER: readonly RegisterField[] = ['fullName', 'email', 'phone', 'password', 'address', 'pictureUrl'];
const fieldId = (field: RegisterField) => `register-${field}`;

function roleFrom(value: string | null): SignUpRole | null {
  return value === 'client' || value === 'cleaner' ? value : null;
}

const ROLE_NAME: Record<SignUpRole, string> = { client: 'Client', cleaner: 'Cleaner' };

/**
 * An address with an account: sign in instead, and a client adds the cleaner role to the same account. Shown on the
 * Check your e-mail screen too, since Auth answers a sign-up to a taken address like any other (no account probing).
 */
export const EXISTING_ACCOUNT_HINT =
  'Already have an account with this e-mail? Sign in instead. To offer cleaning with a client account, sign in and choose "Become a cleaner" in the top bar.';

export function RegisterPage() {
  useSessionTracking();
  const [params, setParams] = useSearchParams();
  const role = roleFrom(params.get('role'));
  const status = useAuth((state) => state.status);
  const isAnonymous = useAuth((state) => state.isAnonymous);
  const roles = useAuth((state) => state.roles);
  // True from the first submit of the form until it fails: signing up changes the session under this page, which must
  // not swap the form for the spinner or the add-role panel meanwhile.
  const [registering, setRegistering] = useState(false);

  // A person with an account adds a role here instead of creating a second account.
  if (status === 'loading' && !registering) return <PageSpinner label="Checking your session…" />;
  if (status === 'signed-in' && !isAnonymous && roles.length > 0 && !registering) return <AddRolePanel preferred={role} />;

  const choose = (next: SignUpRole | null) => {
    const copy = new URLSearchParams(params);
    if (next) copy.set('role', next);
    else copy.delete('role');
    setParams(copy);
  };

  if (!role) return <ChooseRole onChoose={choose} />;
  return <RegisterForm key={role} role={role} onBack={() => choose(null)} guest={isAnonymous} onRegistering={setRegistering} />;
}

function ChooseRole({ onChoose }: { onChoose: (role: SignUpRole) => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title" ref={heading} tabIndex={-1}>
        Sign Up
      </h1>
      <p>How will you use Spotless?</p>
      <Stack>
        <Button block size="lg" onClick={() => onChoose('client')} aria-describedby="register-client-hint">
          Client
        </Button>
        <small id="register-client-hint">Book cleaners, request quotes and manage your cleaning schedule.</small>
        <Button block size="lg" variant="secondary" onClick={() => onChoose('cleaner')} aria-describedby="register-cleaner-hint">
          Cleaner
        </Button>
        <small id="register-cleaner-hint">Offer your cleaning services, bid on requests and get paid.</small>
      </Stack>
      <Links>
        <span>
          Already have an account? <Link to="/sign">Sign In</Link>
        </span>
      </Links>
    </AuthCard>
  );
}

interface RegisterFormProps {
  role: SignUpRole;
  onBack: () => void;
  /** The visitor has a guest (anonymous) session: registering as a client keeps what they sent. */
  guest: boolean;
  /** Told true when a sign-up starts and false when it failed. */
  onRegistering: (registering: boolean) => void;
}

function RegisterForm({ role, onBack, guest, onRegistering }: RegisterFormProps) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, setForm] = useState<RegisterForm>(EMPTY_REGISTER_FORM);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [focusFirstError, setFocusFirstError] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const followUp = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A guest keeps their requests through the e-mail way (convertGuestToClient); everyone else may use a phone.
  const [method, setMethod] = useState<Method>('email');
  const [codeFor, setCodeFor] = useState<string | null>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => {
    if (followUp.current) clearTimeout(followUp.current);
  }, []);
  useEffect(() => {
    if (!focusFirstError) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [focusFirstError, errors]);

  const set = (field: RegisterField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (fieldErrors: Partial<Record<RegisterField, string>>) => {
    setErrors(fieldErrors);
    setFocusFirstError((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const check = checkRegisterForm(form, role, method === 'email');
    if (Object.keys(check.errors).length > 0) {
      if (check.missingRequired) toast.error(MESSAGES.auth.fillRequired);
      fail(check.errors);
      return;
    }
    setBusy(true);
    onRegistering(true);
    let registered = false;
    try {
      if (method === 'phone') {
        setCodeFor(
          await signUpWithPhone({
            phone: form.phone,
            password: form.password,
            fullName: form.fullName,
            accountType: role,
            address: form.address.trim() || undefined,
            avatarUrl: form.pictureUrl.trim() || undefined,
          }),
        );
        registered = true;
        return;
      }
      const input = {
        email: form.email.trim(),
        password: form.password,
        fullName: form.fullName.trim(),
        phone: form.phone.trim(),
      };
      const result =
        guest && role === 'client'
          ? await convertGuestToClient(input)
          : await signUp({ ...input, accountType: role, address: form.address.trim() || undefined, avatarUrl: form.pictureUrl.trim() || undefined });
      registered = true;
      toast.success(role === 'client' ? MESSAGES.auth.clientRegistered : MESSAGES.auth.cleanerRegistered);
      if (result.needsEmailConfirmation) {
        setOutcome({ tone: 'success', text: MESSAGES.auth.registrationCheckEmail });
        followUp.current = setTimeout(() => toast.info(MESSAGES.auth.checkEmailForConfirmation), TOAST.cleanerRegistrationFollowUpMs);
      } else {
        navigate(dashboardPathFor(role), { replace: true });
      }
    } catch (caught) {
      if (caught instanceof AuthFailure && caught.kind === 'email_exists') {
        toast.error(MESSAGES.auth.emailExists);
        fail({ email: MESSAGES.auth.emailExists });
        setOutcome({ tone: 'error', text: EXISTING_ACCOUNT_HINT });
      } else if (caught instanceof AuthFailure && caught.kind === 'invalid_phone') {
        fail({ phone: caught.message });
      } else if (caught instanceof AuthFailure && caught.kind === 'weak_password') {
        fail({ password: caught.message });
      } else {
        const detail = messageOf(caught, MESSAGES.auth.registrationFailed);
        const text = role === 'client' ? MESSAGES.auth.errorRegisteringClient(detail) : MESSAGES.auth.errorRegisteringCleaner(detail);
        toast.error(text);
        setOutcome({ tone: 'error', text });
      }
    } finally {
      setBusy(false);
      if (!registered) onRegistering(false);
    }
  };

  if (codeFor) {
    return (
      <AuthCard aria-labelledby="register-title">
        <h1 id="register-title">Confirm your number</h1>
        <PhoneCodeStep
          phone={codeFor}
          submitLabel="Confirm"
          idPrefix="register-phone"
          onVerify={async (code) => {
            await verifyPhoneCode(codeFor, code);
            toast.success(role === 'client' ? MESSAGES.auth.clientRegistered : MESSAGES.auth.cleanerRegistered);
            navigate(dashboardPathFor(role), { replace: true });
          }}
          onResend={() => resendSignUpCode(codeFor)}
          onChangeNumber={() => {
            setCodeFor(null);
            onRegistering(false);
          }}
        />
        <p>
          {/* Auth answers a sign-up with a number already in use like any other, and sends it no code. */}
          <small>
            Already have an account with this number? <Link to="/sign">Sign in</Link> with it instead.
          </small>
        </p>
      </AuthCard>
    );
  }

  if (outcome?.tone === 'success') {
    return (
      <AuthCard aria-labelledby="register-title">
        <h1 id="register-title">Check your e-mail</h1>
        <Notice tone="success">{outcome.text}</Notice>
        <p>
          We sent a link to <strong>{form.email.trim()}</strong>. Open it to confirm your address and sign in.
        </p>
        <ResendConfirmation email={form.email.trim()} />
        <p>
          <small>{EXISTING_ACCOUNT_HINT}</small>
        </p>
        <Links>
          <Link to="/sign">Go to Sign In</Link>
        </Links>
      </AuthCard>
    );
  }

  const field = (name: RegisterField) => ({
    id: fieldId(name),
    name,
    label: REGISTER_LABELS[name],
    value: form[name],
    onChange: set(name),
    error: errors[name],
  });

  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title" ref={heading} tabIndex={-1}>
        Register Your Account
      </h1>
      <p>Signing up as a {ROLE_NAME[role]}.</p>
      <form onSubmit={onSubmit} noValidate aria-describedby="register-required-note">
        <p id="register-required-note">
          <small>Fields marked * are required.</small>
        </p>
        {guest ? null : <SignInMethod value={method} onChange={setMethod} label="Sign up with" />}
        <TextField {...field('fullName')} autoComplete="name" required />
        {method === 'email' ? <TextField {...field('email')} type="email" autoComplete="email" required /> : null}
        <TextField
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0803 123 4567"
          hint={
            method === 'phone'
              ? 'You sign in with this number. We send a code to it by SMS. A Nigerian number, e.g. 0803 123 4567.'
              : 'A Nigerian number, e.g. 0803 123 4567 or +234 803 123 4567.'
          }
          required
        />
        <PasswordField {...field('password')} autoComplete="new-password" hint={PASSWORD_RULE} required />
        <TextField
          {...field('address')}
          autoComplete="street-address"
          required={role === 'cleaner'}
          hint={role === 'cleaner' ? 'Where you are based.' : 'Optional.'}
        />
        <TextField {...field('pictureUrl')} type="url" inputMode="url" placeholder="https://" hint="Optional. A link to a photo of you." />
        {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
        <Stack>
          <Button type="submit" block size="lg" loading={busy} loadingText="Registering...">
            Register
          </Button>
          <Button block variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
        </Stack>
      </form>
      <Links>
        <span>
          Already have an account? <Link to="/sign">Sign In</Link>
        </span>
      </Links>
    </AuthCard>
  );
}
