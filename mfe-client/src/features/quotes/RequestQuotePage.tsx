// Request Cleaning Quote (/client/quotes/new): service type, location and description required, budget optional.
// Verified cleaners bid on it; the bids appear under Approved Bids → Your Requests and Bids.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@spotless/shared-ui/router';
import { errorMessage, MESSAGES, QUOTE_SERVICE_TYPES, useSubmitQuoteRequest } from '@spotless/shared-data';
import { Button, Card, FormError, SelectField, TextAreaField, TextField, toast } from '@spotless/shared-ui';
import { Actions, FieldGrid, Stack } from '../../components/layout';

export interface QuoteFormValues {
  serviceType: string;
  location: string;
  description: string;
  budget: string;
}

export function QuoteForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (values: QuoteFormValues, reset: () => void) => void }) {
  const empty: QuoteFormValues = { serviceType: '', location: '', description: '', budget: '' };
  const [values, setValues] = useState<QuoteFormValues>(empty);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof QuoteFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.serviceType || !values.location.trim() || !values.description.trim()) {
      setError(MESSAGES.auth.fillRequired);
      return;
    }
    setError(null);
    onSubmit(values, () => setValues(empty));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Request Cleaning Quote">
      <Stack $gap={8}>
        <FieldGrid>
          <SelectField label="Service type" name="serviceType" placeholder="Select a service" required options={QUOTE_SERVICE_TYPES} value={values.serviceType} onValueChange={set('serviceType')} />
          <TextField label="Location" name="location" required value={values.location} onChange={(e) => set('location')(e.target.value)} />
        </FieldGrid>
        <TextAreaField label="Description" name="description" required rows={4} value={values.description} onChange={(e) => set('description')(e.target.value)} />
        <TextField label="Budget (optional)" name="budget" placeholder="e.g. ₦20,000 - ₦30,000" value={values.budget} onChange={(e) => set('budget')(e.target.value)} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submitting} loadingText="Submitting...">
            Submit Quote Request
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

export default function RequestQuotePage() {
  const submit = useSubmitQuoteRequest();
  const navigate = useNavigate();
  return (
    <Card title="Request Cleaning Quote" titleLevel={2}>
      <QuoteForm
        submitting={submit.isPending}
        onSubmit={(values, reset) =>
          submit.mutate(
            { serviceType: values.serviceType, location: values.location, description: values.description, budget: values.budget },
            {
              onSuccess: () => {
                toast.success(MESSAGES.quotes.submitted);
                reset();
                navigate('..', { relative: 'path' });
              },
              onError: (error) => toast.error(errorMessage(error, MESSAGES.quotes.submitFailed)),
            },
          )
        }
      />
    </Card>
  );
}
