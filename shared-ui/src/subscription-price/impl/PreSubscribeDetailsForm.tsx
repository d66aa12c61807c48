// Pre-Subscribe Now → "Enter Your Details": Full Name, Email Address, Phone Number, Cleaner Preference (all required).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../button/Button';
import { FormError } from '../../form/FormError';
import { TextField } from '../../form/TextField';
import type { PreSubscribeDetails, SubscriptionPriceCheckerProps } from '../subscription-price-types';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.size}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
`;

const EMPTY: PreSubscribeDetails = { fullName: '', email: '', phone: '', cleanerPreference: '' };

export interface PreSubscribeDetailsFormProps extends Pick<SubscriptionPriceCheckerProps, 'detailsError' | 'detailsMaxLength'> {
  /** Resolves once stored; a rejection's message is shown and the fields keep what was typed. */
  submit: (details: PreSubscribeDetails) => Promise<void>;
  onCancel: () => void;
}

export function PreSubscribeDetailsForm({ submit, onCancel, detailsError, detailsMaxLength }: PreSubscribeDetailsFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof PreSubscribeDetails) => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = detailsError(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    submit(values).then(
      () => setValues(EMPTY),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    ).finally(() => setBusy(false));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter Your Details">
      <Stack>
        <TextField label="Full Name" required autoComplete="name" maxLength={detailsMaxLength.fullName} value={values.fullName} onChange={set('fullName')} />
        <TextField label="Email Address" required type="email" autoComplete="email" maxLength={detailsMaxLength.email} value={values.email} onChange={set('email')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" placeholder="0803 123 4567" value={values.phone} onChange={set('phone')} />
        <TextField
          label="Cleaner Preference"
          required
          maxLength={detailsMaxLength.cleanerPreference}
          placeholder="e.g. female cleaner, weekday mornings"
          value={values.cleanerPreference}
          onChange={set('cleanerPreference')}
        />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={busy} loadingText="Submitting...">
            Submit
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
