// The subscription price estimator: building type, rooms and frequency give the monthly price of the matching plan
// (shared-data's plan check). Clears itself after 50 s without input (spec §9). Pre-Subscribe Now opens Enter Your
// Details for the estimated plan.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, Modal, NairaAmount, SelectField, Spinner, Text } from '@spotless/shared-ui';
import { BUILDING_TYPES, INACTIVITY_RESET_MS, MESSAGES, ROOM_OPTIONS, useFrequencies, usePlanCheck } from '@spotless/shared-data';
import { PreSubscribeForm } from './PreSubscribeForm';
import { useInactivityReset } from './use-inactivity-reset';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.token.size}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const Result = styled.div`
  margin-top: ${({ theme }) => theme.token.size}px;
  min-height: 96px;
`;

const EMPTY = { buildingType: '', rooms: '', frequencyId: '' };
type Values = typeof EMPTY;

const ROOMS = ROOM_OPTIONS.map((n) => ({ value: String(n), label: `${n} room${n === 1 ? '' : 's'}` }));

export function PriceEstimator() {
  const frequencies = useFrequencies();
  const check = usePlanCheck();
  const [values, setValues] = useState<Values>(EMPTY);
  const [activity, setActivity] = useState(0);
  const [preSubscribing, setPreSubscribing] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const touched = values.buildingType !== '' || values.rooms !== '' || values.frequencyId !== '';
  const reset = () => {
    setValues(EMPTY);
    check.reset();
  };
  // A visitor filling the Pre-Subscribe form is active: no reset while it is open.
  useInactivityReset(touched && !preSubscribing, activity, INACTIVITY_RESET_MS.subscriptionEstimator, reset);

  const change = (key: keyof Values) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setActivity((n) => n + 1);
    if (next.buildingType && next.rooms && next.frequencyId) {
      check.mutate({ buildingType: next.buildingType, numRooms: Number(next.rooms), frequencyId: Number(next.frequencyId) });
    } else {
      check.reset();
    }
  };

  const plan = check.data ?? null;
  return (
    <Card as="section" aria-labelledby="estimator-title" title={<span id="estimator-title">Estimate your monthly price</span>} titleLevel={3}>
      <Fields>
        <SelectField label="Building Type" placeholder="Select building type" options={BUILDING_TYPES} value={values.buildingType} onValueChange={change('buildingType')} />
        <SelectField label="Number of Rooms" placeholder="Select rooms" options={ROOMS} value={values.rooms} onValueChange={change('rooms')} />
        <SelectField
          label="Frequency"
          placeholder={frequencies.isPending ? 'Loading...' : 'Select frequency'}
          options={(frequencies.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={values.frequencyId}
          onValueChange={change('frequencyId')}
          error={frequencies.isError ? MESSAGES.visitors.optionsFetchFailed : undefined}
        />
      </Fields>
      <Result ref={resultRef} aria-live="polite" data-testid="estimate">
        {check.isPending ? <Spinner label="Estimating price" /> : null}
        {check.isError ? <Text tone="error">{check.error.message}</Text> : null}
        {check.isSuccess && !plan ? <Text>{MESSAGES.visitors.noMatchingSubscription}</Text> : null}
        {plan ? (
          <>
            <Text size="lg" weight="bold">
              Estimated price: <NairaAmount kobo={plan.final_price_kobo} /> / month
            </Text>
            {Number(plan.discount_percentage) > 0 ? (
              <Text size="sm" tone="secondary">
                {`Includes a ${Number(plan.discount_percentage)}% discount on `}
                <NairaAmount kobo={plan.price_kobo} />.
              </Text>
            ) : null}
            {plan.description ? <Text size="sm">{plan.description}</Text> : null}
            <Button onClick={() => setPreSubscribing(true)}>Pre-Subscribe Now</Button>
          </>
        ) : null}
        {!touched ? <Text tone="secondary">Choose a building type, the number of rooms and how often you want us to come.</Text> : null}
      </Result>
      {plan ? (
        <Modal open={preSubscribing} onClose={() => setPreSubscribing(false)} title="Enter Your Details">
          <PreSubscribeForm plan={plan} onDone={() => setPreSubscribing(false)} />
        </Modal>
      ) : null}
    </Card>
  );
}
