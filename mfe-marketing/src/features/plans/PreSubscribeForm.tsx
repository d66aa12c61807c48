// Pre-Subscribe Now → "Enter Your Details" (Full Name, Email Address, Phone Number, Cleaner Preference; all required),
// stored through shared-data's visitors domain.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormError, TextField } from '@spotless/shared-ui';
import {
  isDataError,
  MESSAGES,
  PRE_SUBSCRIPTION_MAX_LENGTH,
  preSubscriptionError,
  usePreSubscribe,
  type PreSubscriptionDetails,
  type SubscriptionPlan,
} from '@spotless/shared-data';
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

const EMPTY: PreSubscriptionDetails = { fullName: '', email: '', phone: '', cleanerPreference: '' };

export function PreSubscribeForm({ plan, onDone }: { plan: SubscriptionPlan; onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const submit = usePreSubscribe();
  const set = (key: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = preSubscriptionError(values);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    submit.mutate(
      { ...values, planId: plan.id, frequencyId: plan.frequency_id },
      {
        onSuccess: () => {
          homeToast.success(MESSAGES.visitors.getBackSoon);
          onDone();
        },
        onError: (failure) => {
          const message = isDataError(failure) ? failure.message : MESSAGES.visitors.submitDetailsFailed('please try again.');
          setError(message);
          homeToast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter Your Details">
      <Stack>
        <TextField label="Full Name" required autoComplete="name" maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.fullName} value={values.fullName} onChange={set('fullName')} />
        <TextField label="Email Address" required type="email" autoComplete="email" maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.email} value={values.email} onChange={set('email')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" placeholder="0803 123 4567" value={values.phone} onChange={set('phone')} />
        <TextField
          label="Cleaner Preference"
          required
          maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.cleanerPreference}
          placeholder="e.g. female cleaner, weekday mornings"
          value={values.cleanerPreference}
          onChange={set('cleanerPreference')}
        />
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
