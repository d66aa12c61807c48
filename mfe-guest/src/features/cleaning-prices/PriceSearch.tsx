// Find Cleaning Prices: Building Type and Building Condition options loaded once from the price table, Number of
// Rooms 1-10, Search Prices (Loading... while busy), Available Prices in ₦ (en-NG) with the discounted price.
import { useState, type FormEvent } from 'react';
import { Button, Card, EmptyState, ErrorState, Heading, NairaAmount, SelectField, Text, toast } from '@spotless/shared-ui';
import { MESSAGES, ROOM_OPTIONS, usePriceOptions, usePriceSearch, type CleaningPrice } from '@spotless/shared-data';
import { Actions, CardGrid, FieldGrid, Stack } from '../../components/layout';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function PriceCard({ price }: { price: CleaningPrice }) {
  const discount = Number(price.discount_percentage);
  return (
    <Card title={`${capitalise(price.building_type)} · ${capitalise(price.building_condition)} · ${price.num_rooms} room${price.num_rooms === 1 ? '' : 's'}`} titleLevel={3} data-testid="price-card">
      <Text size="lg" weight="bold">
        <NairaAmount kobo={price.final_price_kobo} />
      </Text>
      {discount > 0 ? (
        <Text size="sm" tone="secondary">
          <s aria-label="Base price">
            <NairaAmount kobo={price.base_price_kobo} />
          </s>{' '}
          {`${discount}% off`}
        </Text>
      ) : null}
      <Text size="sm">{price.service_category}</Text>
      {price.description ? <Text size="sm" tone="secondary">{price.description}</Text> : null}
    </Card>
  );
}

export function PriceSearch() {
  const options = usePriceOptions();
  const search = usePriceSearch();
  const [values, setValues] = useState({ buildingType: '', buildingCondition: '', rooms: '' });
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.mutate(
      { buildingType: values.buildingType, buildingCondition: values.buildingCondition, numRooms: values.rooms ? Number.parseInt(values.rooms, 10) : null },
      {
        onSuccess: (rows) => (rows.length ? toast.success(MESSAGES.visitors.pricesLoaded) : toast.info(MESSAGES.visitors.noMatchingPrices)),
        onError: () => toast.error(MESSAGES.visitors.pricesFetchFailed),
      },
    );
  };

  if (options.isError) return <ErrorState message={MESSAGES.visitors.optionsFetchFailed} onRetry={() => void options.refetch()} />;

  return (
    <Stack>
      <form noValidate onSubmit={onSubmit} aria-label="Find cleaning prices">
        <FieldGrid>
          <SelectField
            label="Building Type"
            placeholder={options.isPending ? 'Loading...' : 'Any'}
            options={(options.data?.buildingTypes ?? []).map((v) => ({ value: v, label: capitalise(v) }))}
            value={values.buildingType}
            onValueChange={set('buildingType')}
          />
          <SelectField
            label="Building Condition"
            placeholder={options.isPending ? 'Loading...' : 'Any'}
            options={(options.data?.buildingConditions ?? []).map((v) => ({ value: v, label: capitalise(v) }))}
            value={values.buildingCondition}
            onValueChange={set('buildingCondition')}
          />
          <SelectField label="Number of Rooms" placeholder="Any" options={ROOM_OPTIONS.map(String)} value={values.rooms} onValueChange={set('rooms')} />
        </FieldGrid>
        <Actions>
          <Button type="submit" loading={search.isPending} loadingText="Loading...">
            Search Prices
          </Button>
        </Actions>
      </form>
      <section aria-labelledby="available-prices" aria-live="polite">
        <Heading level={2} id="available-prices">
          Available Prices
        </Heading>
        {search.isError ? (
          <ErrorState message={MESSAGES.visitors.pricesFetchFailed} />
        ) : search.data ? (
          search.data.length ? (
            <CardGrid>
              {search.data.map((price) => (
                <li key={price.id}>
                  <PriceCard price={price} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <EmptyState message={MESSAGES.visitors.noMatchingPrices} />
          )
        ) : (
          <Text tone="secondary">Choose what you need and press Search Prices.</Text>
        )}
      </section>
    </Stack>
  );
}
