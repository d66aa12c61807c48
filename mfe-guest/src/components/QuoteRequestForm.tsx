// The guest quote form (spec §5): service type, full name, location, description and phone required; email and
// budget optional. Used on /request-quote, in the /book landing modal and for a request to one cleaner.
import { useState, type FormEvent } from 'react';
import { Button, FormError, SelectField, TextAreaField, TextField, toast } from '@spotless/shared-ui';
import { errorMessage, MESSAGES, QUOTE_SERVICE_TYPES, useSubmitQuoteRequest } from '@spotless/shared-data';
import { emailError, found, lengthError, MAX_LENGTH, phoneError } from './guest-field-checks';
import { Actions, FieldGrid, Stack } from './layout';

/** Props of {@link QuoteRequestForm}. */
export interface QuoteRequestFormProps {
  /** Send the request to this verified cleaner only. */
  targetCleanerId?: string | null;
  /** Called with the new request's id after the success toast. */
  onSubmitted?: (id: string) => void;
  /** Shown next to Submit (e.g. Cancel in a modal). */
  secondaryAction?: React.ReactNode;
}

const EMPTY = { serviceType: '', fullName: '', location: '', description: '', phone: '', email: '', budget: '' };
type Values = typeof EMPTY;
const REQUIRED: Array<[keyof Values, string]> = [
  ['serviceType', 'Service type'],
  ['fullName', 'Full name'],
  ['location', 'Location'],
  ['description', 'Description'],
  ['phone', 'Phone number'],
];

const missingRequired = (values: Values) => REQUIRED.some(([key]) => !values[key].trim());

/**
 * Field errors of the quote form: "{field} is required" for each empty required field, then the database's rules
 * (a Nigerian phone, a well-formed e-mail when given, column lengths), so nothing the database would refuse is sent.
 */
export function quoteFormErrors(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = found({
    fullName: lengthError(values.fullName, MAX_LENGTH.fullName, 'Full name'),
    phone: phoneError(values.phone),
    email: emailError(values.email),
    budget: lengthError(values.budget, MAX_LENGTH.budget, 'Budget'),
    location: lengthError(values.location, MAX_LENGTH.location, 'Location'),
    description: lengthError(values.description, MAX_LENGTH.description, 'Description'),
  });
  for (const [key, label] of REQUIRED) if (!values[key].trim()) errors[key] = MESSAGES.auth.fieldRequired(label);
  return errors;
}

export function QuoteRequestForm({ targetCleanerId, onSubmitted, secondaryAction }: QuoteRequestFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const submit = useSubmitQuoteRequest();

  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = quoteFormErrors(values);
    setErrors(problems);
    setFormError(undefined);
    if (Object.keys(problems).length) {
      if (missingRequired(values)) setFormError(MESSAGES.auth.fillRequired);
      return;
    }
    submit.mutate(
      { ...values, targetCleanerId: targetCleanerId ?? null },
      {
        onSuccess: (id) => {
          toast.success(MESSAGES.quotes.submitted);
          setValues(EMPTY);
          onSubmitted?.(id);
        },
        onError: (error) => {
          const message = errorMessage(error, MESSAGES.quotes.submitFailed);
          toast.error(message);
          setFormError(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request a quote">
      <Stack $gap={4}>
        <SelectField
          label="Service type"
          required
          placeholder="Select a service"
          options={QUOTE_SERVICE_TYPES}
          value={values.serviceType}
          onValueChange={set('serviceType')}
          error={errors.serviceType}
        />
        <FieldGrid>
          <TextField label="Full name" required autoComplete="name" maxLength={MAX_LENGTH.fullName} value={values.fullName} onChange={(e) => set('fullName')(e.target.value)} error={errors.fullName} />
          <TextField label="Phone number" required type="tel" autoComplete="tel" placeholder="0803 123 4567" value={values.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} />
          <TextField label="Email (optional)" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} />
          <TextField label="Budget (optional)" placeholder="e.g. ₦20,000 - ₦30,000" maxLength={MAX_LENGTH.budget} value={values.budget} onChange={(e) => set('budget')(e.target.value)} error={errors.budget} />
        </FieldGrid>
        <TextField label="Location" required placeholder="Area, city and state" maxLength={MAX_LENGTH.location} value={values.location} onChange={(e) => set('location')(e.target.value)} error={errors.location} />
        <TextAreaField label="Description" required placeholder="What needs cleaning? Rooms, condition, preferred date..." maxLength={MAX_LENGTH.description} value={values.description} onChange={(e) => set('description')(e.target.value)} error={errors.description} />
        <FormError>{formError}</FormError>
        <Actions>
          <Button type="submit" loading={submit.isPending} loadingText="Submitting...">
            Submit Request
          </Button>
          {secondaryAction}
        </Actions>
      </Stack>
    </form>
  );
}
