// Profile Verification (/cleaner/verification, spec /profile-verification): ID type, government ID and proof of
// address uploaded with progress into the private verification-documents bucket (<uid>/...), explicit consent, then
// RPC submit_verification. Shows where the cleaner stands: unverified, pending, verified, or rejected with the
// admin's reason (then the form opens again to resubmit).
import { useState, type FormEvent } from 'react';
import { Link } from '@spotless/shared-ui/router';
import { errorMessage, formatDate, ID_TYPES, type IdType, MESSAGES } from '@spotless/shared-data';
import {
  VERIFICATION_TEXTS,
  uploadVerificationDocument,
  useMyVerification,
  useSubmitVerification,
  verificationFileProblem,
  type MyVerification,
  type VerificationDocumentKind,
} from '@spotless/shared-data/cleaner';
import { Button, Card, Container, ErrorState, FormError, Heading, Loading, RadioGroup, StatusBadge, Text, TextField, toast } from '@spotless/shared-ui';

export function VerificationStatusCard({ verification }: { verification: MyVerification }) {
  const { status, latest } = verification;
  return (
    <Card title="Verification status" titleLevel={2}>
      <Text data-testid="verification-status">
        <StatusBadge status={status} />
      </Text>
      {status === 'unverified' ? <Text>You have not submitted documents yet.</Text> : null}
      {status === 'pending' ? (
        <Text>
          Submitted {latest ? formatDate(latest.submitted_at) : ''} ({latest?.id_type}). An admin will review your
          documents; we will notify you.
        </Text>
      ) : null}
      {status === 'verified' ? <Text>Your profile is verified. You appear in search and can bid on requests.</Text> : null}
      {status === 'rejected' ? (
        <Text tone="error" data-testid="rejection-reason">
          Your verification was rejected{latest?.review_note ? `: ${latest.review_note}` : '.'} Please correct it and submit again.
        </Text>
      ) : null}
      {verification.accountStatus === 'suspended' ? <Text tone="error">Your account is suspended. Contact support for help.</Text> : null}
    </Card>
  );
}

function ProgressBar({ label, value }: { label: string; value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div style={{ marginBottom: 12 }}>
      <progress max={100} value={percent} aria-label={`${label} upload`} style={{ width: '100%' }} />
      <Text size="sm" tone="secondary">
        {percent === 100 ? `${label} uploaded` : `Uploading ${label}: ${percent}%`}
      </Text>
    </div>
  );
}

export function VerificationForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const [idType, setIdType] = useState<string>('');
  const [governmentId, setGovernmentId] = useState<File | null>(null);
  const [addressProof, setAddressProof] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [progress, setProgress] = useState<Record<VerificationDocumentKind, number | null>>({ 'government-id': null, 'address-proof': null });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const submit = useSubmitVerification();

  const pick = (kind: VerificationDocumentKind, file: File | null) => {
    const problem = file ? verificationFileProblem(file) : null;
    setErrors((e) => ({ ...e, [kind]: problem ?? undefined }));
    if (kind === 'government-id') setGovernmentId(problem ? null : file);
    else setAddressProof(problem ? null : file);
    setProgress((p) => ({ ...p, [kind]: null }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (!idType) next.idType = 'Please select an ID type.';
    if (!governmentId) next['government-id'] = errors['government-id'] ?? 'Please upload both documents.';
    if (!addressProof) next['address-proof'] = errors['address-proof'] ?? 'Please upload both documents.';
    if (!consent) next.consent = 'Please consent to the processing of your documents.';
    setErrors(next);
    if (Object.values(next).some(Boolean) || !governmentId || !addressProof) return;
    setBusy(true);
    try {
      const [governmentIdPath, addressProofPath] = await Promise.all([
        uploadVerificationDocument(governmentId, 'government-id', (v) => setProgress((p) => ({ ...p, 'government-id': v }))),
        uploadVerificationDocument(addressProof, 'address-proof', (v) => setProgress((p) => ({ ...p, 'address-proof': v }))),
      ]);
      await submit.mutateAsync({ idType: idType as IdType, governmentIdPath, addressProofPath, consent });
      toast.success(MESSAGES.profile.verificationSubmitted);
      onSubmitted?.();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.profile.verificationSubmitFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Submit your documents" titleLevel={2}>
      <form onSubmit={onSubmit} noValidate>
        <RadioGroup label="ID type" name="idType" options={ID_TYPES} value={idType} onChange={setIdType} error={errors.idType} />
        <TextField
          label="Government ID"
          name="governmentId"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          hint="Image or PDF, up to 5 MB."
          error={errors['government-id']}
          onChange={(e) => pick('government-id', e.target.files?.[0] ?? null)}
        />
        <ProgressBar label="Government ID" value={progress['government-id']} />
        <TextField
          label="Proof of address"
          name="addressProof"
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          hint="A recent utility bill or bank statement: image or PDF, up to 5 MB."
          error={errors['address-proof']}
          onChange={(e) => pick('address-proof', e.target.files?.[0] ?? null)}
        />
        <ProgressBar label="Proof of address" value={progress['address-proof']} />
        <label style={{ display: 'flex', gap: 8, alignItems: 'flex-start', margin: '12px 0' }}>
          <input type="checkbox" name="consent" checked={consent} onChange={(e) => setConsent(e.target.checked)} style={{ marginTop: 4 }} />
          <span>{VERIFICATION_TEXTS.consent}</span>
        </label>
        <FormError>{errors.consent}</FormError>
        <Button type="submit" loading={busy} loadingText="Submitting…">
          Submit for verification
        </Button>
      </form>
    </Card>
  );
}

export default function VerificationPage({ basePath }: { basePath: string }) {
  const verification = useMyVerification();
  const canSubmit = verification.data && (verification.data.status === 'unverified' || verification.data.status === 'rejected') && verification.data.accountStatus !== 'suspended';
  return (
    <Container>
      <Text>
        <Link to={`${basePath}/profile`}>← Back to profile</Link>
      </Text>
      <Heading level={1}>Profile Verification</Heading>
      {verification.isPending ? <Loading /> : null}
      {verification.isError ? <ErrorState message={verification.error.message} onRetry={() => void verification.refetch()} /> : null}
      {verification.data ? (
        <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <VerificationStatusCard verification={verification.data} />
          {canSubmit ? <VerificationForm /> : null}
        </div>
      ) : null}
    </Container>
  );
}
