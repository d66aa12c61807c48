// The second sign-in step of admins (issue 24). Without an authenticator yet: set one up (QR code, or the key typed
// in), confirmed by its first code. With one: its current code. Either way the session then reaches aal2.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { fetchMfaStep, startTotpEnrolment, type MfaStep, type TotpEnrolment } from '@spotless/shared-data/mfa';
import { AuthCard, Links, Notice, messageOf } from '../auth/auth-parts';
import { TotpCodeForm } from './TotpCodeForm';

const QrImage = styled.img`
  display: block;
  width: 180px;
  height: 180px;
  margin: 12px auto;
`;

const SetupKey = styled.code`
  display: block;
  margin: 4px 0 16px;
  padding: 8px;
  font-size: 1rem;
  letter-spacing: 0.05em;
  word-break: break-all;
  background: ${({ theme }) => theme.token.colorBgLayout};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
`;

/** The key in groups of four, easier to type into an app (spaces are ignored there). */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

const LOST_PHONE = 'Lost your phone? Ask a super admin to reset your two-step sign-in.';

function Enrolment() {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second set-up would replace the first while the admin is scanning it.
    if (started.current) return;
    started.current = true;
    startTotpEnrolment().then(setEnrolment, (caught: unknown) => setError(messageOf(caught, 'Could not start the set-up. Please try again.')));
  }, []);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!enrolment) return <Loading message="Preparing your set-up…" />;
  return (
    <>
      <p>Admins confirm every sign-in with a code from an authenticator app (Google Authenticator, Microsoft Authenticator or similar).</p>
      <ol>
        <li>In the app, add an account and scan this QR code.</li>
        <li>Or type this key instead:</li>
      </ol>
      <QrImage src={enrolment.qrCode} alt="QR code for your authenticator app" />
      <SetupKey aria-label="Setup key">{groupedKey(enrolment.secret)}</SetupKey>
      <p>Then enter the 6-digit code the app shows.</p>
      <TotpCodeForm factorId={enrolment.factorId} submitLabel="Turn on two-step sign-in" />
    </>
  );
}

export function AdminMfaStep() {
  const [step, setStep] = useState<MfaStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchMfaStep().then(setStep, (caught: unknown) => setError(messageOf(caught, 'Could not check your sign-in. Please try again.')));
  }, []);

  return (
    <AuthCard aria-labelledby="mfa-title">
      <h1 id="mfa-title">{!step ? 'Two-step sign-in' : step.kind === 'enrol' ? 'Set up two-step sign-in' : 'Enter your sign-in code'}</h1>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!step && !error ? <Loading message="Checking your sign-in…" /> : null}
      {step?.kind === 'enrol' ? <Enrolment /> : null}
      {step?.kind === 'code' ? (
        <>
          <p>Open your authenticator app and enter the 6-digit code for Spotless NG.</p>
          <TotpCodeForm factorId={step.factorId} submitLabel="Verify" />
        </>
      ) : null}
      <p>{LOST_PHONE}</p>
      <Links>
        <Link to="/logout">Sign out</Link>
      </Links>
    </AuthCard>
  );
}
