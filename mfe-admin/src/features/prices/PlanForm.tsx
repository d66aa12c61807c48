// Add / edit a subscription plan (spec §5: building type, rooms, price, description, frequency required; discount optional).
import { BUILDING_TYPES, ROOM_OPTIONS, type Frequency } from '@spotless/shared-data';
import type { AdminPlan, PlanInput } from '@spotless/shared-data/console';
import { SelectField, TextField } from '@spotless/shared-ui';
import { RowEditForm } from './RowEditForm';
import { discountPercentage, nairaAmount, requiredErrors, type Validated } from './row-validation';

export type PlanFormValues = { building_type: string; num_rooms: string; frequency_id: string; price: string; discount_percentage: string; description: string };

export function initialPlanValues(row?: AdminPlan | null): PlanFormValues {
  return {
    building_type: row?.building_type ?? '',
    num_rooms: row ? String(row.num_rooms) : '',
    frequency_id: row ? String(row.frequency_id) : '',
    price: row ? String(row.price_kobo / 100) : '',
    discount_percentage: row ? String(row.discount_percentage) : '',
    description: row?.description ?? '',
  };
}

export function validatePlan(v: PlanFormValues): Validated<PlanFormValues, PlanInput> {
  const errors = requiredErrors(v, {
    building_type: 'Building type',
    num_rooms: 'Number of rooms',
    frequency_id: 'Frequency',
    price: 'Price',
    description: 'Description',
  });
  const price = nairaAmount(v.price, '45000');
  if (price.error) errors.price = price.error;
  const discount = discountPercentage(v.discount_percentage);
  if (discount.error) errors.discount_percentage = discount.error;
  if (Object.keys(errors).length > 0 || price.kobo === null) return { errors };
  return {
    errors,
    input: {
      building_type: v.building_type as PlanInput['building_type'],
      num_rooms: Number(v.num_rooms),
      frequency_id: Number(v.frequency_id),
      price_kobo: price.kobo,
      discount_percentage: discount.value,
      description: v.description,
    },
  };
}

export function PlanForm({
  row,
  frequencies,
  busy,
  onSubmit,
  onCancel,
}: {
  row?: AdminPlan | null;
  frequencies: readonly Frequency[];
  busy?: boolean;
  onSubmit: (input: PlanInput) => void;
  onCancel: () => void;
}) {
  return (
    <RowEditForm initial={initialPlanValues(row)} validate={validatePlan} submitLabel={row ? 'Update Subscription' : 'Add Subscription'} busy={busy} onSubmit={onSubmit} onCancel={onCancel}>
      {({ values, errors, set }) => (
        <>
          <SelectField label="Building type" required placeholder="Select" options={BUILDING_TYPES.map((t) => ({ ...t }))} value={values.building_type} onValueChange={set('building_type')} error={errors.building_type} />
          <SelectField label="Number of rooms" required placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.num_rooms} onValueChange={set('num_rooms')} error={errors.num_rooms} />
          <SelectField label="Frequency" required placeholder="Select" options={frequencies.map((f) => ({ value: String(f.id), label: f.name }))} value={values.frequency_id} onValueChange={set('frequency_id')} error={errors.frequency_id} />
          <TextField label="Price (₦)" required inputMode="decimal" value={values.price} onChange={(e) => set('price')(e.target.value)} error={errors.price} />
          <TextField label="Discount (%)" type="number" min={0} max={100} step="0.01" value={values.discount_percentage} onChange={(e) => set('discount_percentage')(e.target.value)} error={errors.discount_percentage} />
          <TextField label="Description" required value={values.description} onChange={(e) => set('description')(e.target.value)} error={errors.description} />
        </>
      )}
    </RowEditForm>
  );
}
