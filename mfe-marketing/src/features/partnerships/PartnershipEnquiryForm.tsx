// Partner with Us → the enquiry form: organisation name, address and contact number required, email optional.
// Stored through shared-data; the spec's texts: "Form submitted successfully!" / "Error submitting form: {message}".
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormError, TextField, TextAreaField } from '@spotless/shared-ui';
import { errorMessage, MESSAGES, type PartnerType, usePartnershipEnquiry } from '@spotless/shared-data';
import { homeToast } from '../../components/home-toast';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.size}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.token.sizeSM}px;
`;

const EMPTY = { organizationName: '', address: '', contactNumber: '', email: '' };
type Values = typeof EMPTY;

export interface PartnershipEnquiryFormProps {
  partnerType: PartnerType;
  /** Called after a successful submission and on Cancel (the modal closes). */
  onDone: () => void;
}

export function PartnershipEnquiryForm({ partnerType, onDone }: PartnershipEnquiryFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const [showMissing, setShowMissing] = useState(false);
  const submit = usePartnershipEnquiry();
  const set = (key: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const missing = (key: keyof Values) => (showMissing && !values[key].trim() ? 'This field is required.' : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.organizationName.trim() || !values.address.trim() || !values.contactNumber.trim()) {
      setShowMissing(true);
      return;
    }
    setError(undefined);
    submit.mutate(
      { ...values, partnerType },
      {
        onSuccess: () => {
          homeToast.success(MESSAGES.visitors.formSubmitted);
          onDone();
        },
        onError: (failure) => {
          const message = errorMessage(failure, MESSAGES.visitors.formSubmitFailed(failure.message));
          setError(message);
          homeToast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Partnership enquiry: ${partnerType}`}>
      <Stack>
        <TextField label="Organization Name" required autoComplete="organization" value={values.organizationName} onChange={set('organizationName')} error={missing('organizationName')} />
        <TextAreaField label="Address" required rows={2} autoComplete="street-address" value={values.address} onChange={set('address')} error={missing('address')} />
        <TextField
          label="Contact Number"
          required
          type="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          value={values.contactNumber}
          onChange={set('contactNumber')}
          error={missing('contactNumber')}
        />
        <TextField label="Email" hint="Optional" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submit.isPending} loadingText="Submitting...">
            Submit
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
