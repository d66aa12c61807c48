// The monthly subscription price checker (spec: Check Price, a result card headed Monthly Subscription For, Pre-Subscribe
// Now opening Enter Your Details), the one tool of /subscription, the home page's plans and /cleaning-prices. The
// choices and the result clear after a spell without input (spec: the estimator resets after 50 s).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../button/Button';
import { Card } from '../../card/Card';
import { FormError } from '../../form/FormError';
import { SelectField } from '../../form/SelectField';
import { Modal } from '../../modal/Modal';
import { NairaAmount } from '../../money/NairaAmount';
import { toast } from '../../toast/toast-store';
import { Text } from '../../typography/Text';
import type { PlanSelection, SubscriptionPlanView, SubscriptionPriceCheckerProps } from '../subscription-price-types';
import { PreSubscribeDetailsForm } from './PreSubscribeDetailsForm';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.size}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const Result = styled.div`
  margin-top: ${({ theme }) => theme.token.size}px;
  min-height: 96px;
`;

const EMPTY: PlanSelection = { buildingType: '', rooms: '', frequencyId: '' };

type Outcome = { kind: 'none' } | { kind: 'checking' } | { kind: 'plan'; plan: SubscriptionPlanView } | { kind: 'no-match' } | { kind: 'failed'; message: string };

export function planTitle(plan: SubscriptionPlanView): string {
  const rooms = `${plan.numRooms} room${plan.numRooms === 1 ? '' : 's'}`;
  return `Monthly Subscription For ${rooms} ${plan.buildingTypeLabel}${plan.frequencyName ? ` (${plan.frequencyName})` : ''}`;
}

function PlanCard({ plan, onPreSubscribe }: { plan: SubscriptionPlanView; onPreSubscribe: () => void }) {
  return (
    <Card title={planTitle(plan)} titleLevel={3} data-testid="plan-card" actions={<Button onClick={onPreSubscribe}>Pre-Subscribe Now</Button>}>
      <Text size="lg" weight="bold">
        <NairaAmount kobo={plan.finalPriceKobo} /> / month
      </Text>
      {plan.discountPercentage > 0 ? (
        <Text size="sm" tone="secondary">
          {`Discount: ${plan.discountPercentage}% (was `}
          <NairaAmount kobo={plan.priceKobo} />)
        </Text>
      ) : null}
      {plan.description ? <Text size="sm">{plan.description}</Text> : null}
    </Card>
  );
}

export function SubscriptionPriceChecker(props: SubscriptionPriceCheckerProps) {
  const { buildingTypes, rooms, frequencies, frequenciesLoading, frequenciesError, checkPrice, preSubscribe, messages, resetAfterMs } = props;
  const [values, setValues] = useState(EMPTY);
  const [formError, setFormError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [preSubscribing, setPreSubscribing] = useState(false);
  const [activity, setActivity] = useState(0);
  // A check answered after a reset or a newer check must not show.
  const latest = useRef(0);

  const touched = values.buildingType !== '' || values.rooms !== '' || values.frequencyId !== '';
  useEffect(() => {
    // A visitor filling Enter Your Details is active: no reset while it is open.
    if (resetAfterMs === undefined || !touched || preSubscribing) return undefined;
    const timer = setTimeout(() => {
      latest.current++;
      setValues(EMPTY);
      setFormError(undefined);
      setOutcome({ kind: 'none' });
    }, resetAfterMs);
    return () => clearTimeout(timer);
  }, [resetAfterMs, touched, preSubscribing, activity]);

  const set = (key: keyof PlanSelection) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setActivity((n) => n + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setActivity((n) => n + 1);
    if (!values.buildingType || !values.rooms || !values.frequencyId) {
      setFormError(messages.fillAllFields);
      return;
    }
    setFormError(undefined);
    const ticket = ++latest.current;
    setOutcome({ kind: 'checking' });
    checkPrice(values).then(
      (plan) => {
        if (ticket !== latest.current) return;
        setOutcome(plan ? { kind: 'plan', plan } : { kind: 'no-match' });
        if (!plan) toast.info(messages.noMatch);
      },
      (failure: unknown) => {
        if (ticket !== latest.current) return;
        const message = failure instanceof Error ? failure.message : String(failure);
        setOutcome({ kind: 'failed', message });
        toast.error(message);
      },
    );
  };

  const plan = outcome.kind === 'plan' ? outcome.plan : null;
  return (
    <div>
      <form noValidate onSubmit={onSubmit} aria-label="Check a monthly subscription price">
        <Fields>
          <SelectField label="Building Type" placeholder="Select building type" options={buildingTypes} value={values.buildingType} onValueChange={set('buildingType')} />
          <SelectField label="Number of Rooms" placeholder="Select rooms" options={rooms} value={values.rooms} onValueChange={set('rooms')} />
          <SelectField
            label="Frequency"
            placeholder={frequenciesLoading ? 'Loading...' : 'Select frequency'}
            options={frequencies}
            value={values.frequencyId}
            onValueChange={set('frequencyId')}
            error={frequenciesError}
          />
        </Fields>
        <FormError>{formError}</FormError>
        <Button type="submit" loading={outcome.kind === 'checking'} loadingText="Checking...">
          Check Price
        </Button>
      </form>
      <Result aria-live="polite">
        {plan ? <PlanCard plan={plan} onPreSubscribe={() => setPreSubscribing(true)} /> : null}
        {outcome.kind === 'no-match' ? <Text tone="secondary">{messages.noMatch}</Text> : null}
        {outcome.kind === 'failed' ? <Text tone="error">{outcome.message}</Text> : null}
        {outcome.kind === 'none' && !touched ? (
          <Text tone="secondary">Choose a building type, the number of rooms and how often you want us to come, then Check Price.</Text>
        ) : null}
      </Result>
      {plan ? (
        <Modal open={preSubscribing} onClose={() => setPreSubscribing(false)} title="Enter Your Details">
          <PreSubscribeDetailsForm
            detailsError={props.detailsError}
            detailsMaxLength={props.detailsMaxLength}
            onCancel={() => setPreSubscribing(false)}
            submit={async (details) => {
              await preSubscribe(plan, details);
              toast.success(messages.submitted);
              setPreSubscribing(false);
            }}
          />
        </Modal>
      ) : null}
    </div>
  );
}
