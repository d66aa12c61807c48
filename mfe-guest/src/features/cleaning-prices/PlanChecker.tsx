// Monthly subscription price checker: building type, rooms, frequency → Check Price → card "Monthly Subscription
// For ..." with the ₦ price and discount → Pre-Subscribe Now → modal Enter Your Details (all four fields required).
import { useState, type FormEvent } from 'react';
import { Button, Card, FormError, Modal, NairaAmount, SelectField, Text, TextField, toast } from '@spotless/shared-ui';
import {
  BUILDING_TYPES,
  isDataError,
  MESSAGES,
  PRE_SUBSCRIPTION_MAX_LENGTH,
  preSubscriptionError,
  ROOM_OPTIONS,
  useFrequencies,
  usePlanCheck,
  usePreSubscribe,
  type SubscriptionPlan,
} from '@spotless/shared-data';
import { Actions, FieldGrid, Stack } from '../../components/layout';

const typeLabel = (value: string) => BUILDING_TYPES.find((t) => t.value === value)?.label ?? value;

export function PlanCard({ plan, onPreSubscribe }: { plan: SubscriptionPlan; onPreSubscribe: () => void }) {
  const discount = Number(plan.discount_percentage);
  return (
    <Card
      title={`Monthly Subscription For ${plan.num_rooms} room${plan.num_rooms === 1 ? '' : 's'} ${typeLabel(plan.building_type)} (${plan.frequency_name ?? ''})`}
      titleLevel={3}
      data-testid="plan-card"
      actions={<Button onClick={onPreSubscribe}>Pre-Subscribe Now</Button>}
    >
      <Text size="lg" weight="bold">
        <NairaAmount kobo={plan.final_price_kobo} /> / month
      </Text>
      {discount > 0 ? (
        <Text size="sm" tone="secondary">
          {`Discount: ${discount}% (was `}
          <NairaAmount kobo={plan.price_kobo} />)
        </Text>
      ) : null}
      {plan.description ? <Text size="sm">{plan.description}</Text> : null}
    </Card>
  );
}

const EMPTY_DETAILS = { fullName: '', email: '', phone: '', cleanerPreference: '' };

export function PreSubscribeForm({ plan, onClose }: { plan: SubscriptionPlan | null; onClose: () => void }) {
  const [values, setValues] = useState(EMPTY_DETAILS);
  const [error, setError] = useState<string | undefined>();
  const submit = usePreSubscribe();
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = preSubscriptionError(values);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(undefined);
    submit.mutate(
      { ...values, planId: plan?.id, frequencyId: plan?.frequency_id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.visitors.getBackSoon);
          setValues(EMPTY_DETAILS);
          onClose();
        },
        onError: (failure) => {
          const message = isDataError(failure) ? failure.message : MESSAGES.visitors.submitDetailsFailed('please try again.');
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter Your Details">
      <Stack $gap={4}>
        <TextField label="Full Name" required autoComplete="name" maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.fullName} value={values.fullName} onChange={set('fullName')} />
        <TextField label="Email Address" required type="email" autoComplete="email" maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.email} value={values.email} onChange={set('email')} />
        <TextField label="Phone Number" required type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        <TextField label="Cleaner Preference" required placeholder="e.g. Female cleaner, speaks Yoruba" maxLength={PRE_SUBSCRIPTION_MAX_LENGTH.cleanerPreference} value={values.cleanerPreference} onChange={set('cleanerPreference')} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submit.isPending} loadingText="Submitting...">
            Submit
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

export function PlanChecker() {
  const frequencies = useFrequencies();
  const check = usePlanCheck();
  const [values, setValues] = useState({ buildingType: '', rooms: '', frequencyId: '' });
  const [error, setError] = useState<string | undefined>();
  const [modalOpen, setModalOpen] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.buildingType || !values.rooms || !values.frequencyId) {
      setError(MESSAGES.visitors.fillAllFields);
      return;
    }
    setError(undefined);
    check.mutate(
      { buildingType: values.buildingType, numRooms: Number.parseInt(values.rooms, 10), frequencyId: Number.parseInt(values.frequencyId, 10) },
      {
        onSuccess: (plan) => {
          if (!plan) toast.info(MESSAGES.visitors.noMatchingSubscription);
        },
        onError: (failure) => toast.error(failure.message),
      },
    );
  };

  return (
    <Stack>
      <form noValidate onSubmit={onSubmit} aria-label="Check a monthly subscription price">
        <FieldGrid>
          <SelectField label="Building type" placeholder="Select" options={BUILDING_TYPES} value={values.buildingType} onValueChange={set('buildingType')} />
          <SelectField label="Rooms" placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.rooms} onValueChange={set('rooms')} />
          <SelectField
            label="Frequency"
            placeholder={frequencies.isPending ? 'Loading...' : 'Select'}
            options={(frequencies.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
            value={values.frequencyId}
            onValueChange={set('frequencyId')}
          />
        </FieldGrid>
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={check.isPending} loadingText="Checking...">
            Check Price
          </Button>
        </Actions>
      </form>
      <div aria-live="polite">
        {check.isSuccess && check.data ? <PlanCard plan={check.data} onPreSubscribe={() => setModalOpen(true)} /> : null}
        {check.isSuccess && !check.data ? <Text tone="secondary">{MESSAGES.visitors.noMatchingSubscription}</Text> : null}
      </div>
      <Modal open={modalOpen} onClose={() => setModalOpen(false)} title="Enter Your Details">
        <PreSubscribeForm plan={check.data ?? null} onClose={() => setModalOpen(false)} />
      </Modal>
    </Stack>
  );
}
