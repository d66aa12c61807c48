// Add / edit a cleaning price (spec §5: building type, condition, rooms, base price and category required;
// description and discount optional).
import { BUILDING_CONDITIONS, BUILDING_TYPES, ROOM_OPTIONS, toKobo } from '@spotless/shared-data';
import type { AdminPrice, PriceInput } from '@spotless/shared-data/console';
import { formatNaira, SelectField, TextField } from '@spotless/shared-ui';
import { RowEditForm } from './RowEditForm';
import { discountPercentage, nairaAmount, requiredErrors, type Validated } from './row-validation';

export type PriceFormValues = {
  building_type: string;
  building_condition: string;
  num_rooms: string;
  base_price: string;
  discount_percentage: string;
  description: string;
  service_category: string;
};

export function initialPriceValues(row?: AdminPrice | null): PriceFormValues {
  return {
    building_type: row?.building_type ?? '',
    building_condition: row?.building_condition ?? '',
    num_rooms: row ? String(row.num_rooms) : '',
    base_price: row ? String(row.base_price_kobo / 100) : '',
    discount_percentage: row ? String(row.discount_percentage) : '',
    description: row?.description ?? '',
    service_category: row?.service_category ?? 'Standard Cleaning',
  };
}

/** Validates the form: a field error per missing or malformed field, or the row to save. */
export function validatePrice(v: PriceFormValues): Validated<PriceFormValues, PriceInput> {
  const errors = requiredErrors(v, {
    building_type: 'Building type',
    building_condition: 'Building condition',
    num_rooms: 'Number of rooms',
    base_price: 'Base price',
    service_category: 'Service category',
  });
  const price = nairaAmount(v.base_price, '15000');
  if (price.error) errors.base_price = price.error;
  const discount = discountPercentage(v.discount_percentage);
  if (discount.error) errors.discount_percentage = discount.error;
  if (Object.keys(errors).length > 0 || price.kobo === null) return { errors };
  return {
    errors,
    input: {
      building_type: v.building_type as PriceInput['building_type'],
      building_condition: v.building_condition as PriceInput['building_condition'],
      num_rooms: Number(v.num_rooms),
      base_price_kobo: price.kobo,
      discount_percentage: discount.value,
      description: v.description,
      service_category: v.service_category,
    },
  };
}

export function PriceForm({ row, busy, onSubmit, onCancel }: { row?: AdminPrice | null; busy?: boolean; onSubmit: (input: PriceInput) => void; onCancel: () => void }) {
  return (
    <RowEditForm initial={initialPriceValues(row)} validate={validatePrice} submitLabel={row ? 'Update Price' : 'Add Price'} busy={busy} onSubmit={onSubmit} onCancel={onCancel}>
      {({ values, errors, set }) => {
        const kobo = toKobo(values.base_price);
        return (
          <>
            <SelectField label="Building type" required placeholder="Select" options={BUILDING_TYPES.map((t) => ({ ...t }))} value={values.building_type} onValueChange={set('building_type')} error={errors.building_type} />
            <SelectField label="Building condition" required placeholder="Select" options={BUILDING_CONDITIONS.map((t) => ({ ...t }))} value={values.building_condition} onValueChange={set('building_condition')} error={errors.building_condition} />
            <SelectField label="Number of rooms" required placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.num_rooms} onValueChange={set('num_rooms')} error={errors.num_rooms} />
            <TextField label="Base price (₦)" required inputMode="decimal" value={values.base_price} onChange={(e) => set('base_price')(e.target.value)} error={errors.base_price} hint={kobo ? formatNaira(kobo) : undefined} />
            <TextField label="Discount (%)" type="number" min={0} max={100} step="0.01" value={values.discount_percentage} onChange={(e) => set('discount_percentage')(e.target.value)} error={errors.discount_percentage} />
            <TextField label="Service category" required value={values.service_category} onChange={(e) => set('service_category')(e.target.value)} error={errors.service_category} />
            <TextField label="Description" value={values.description} onChange={(e) => set('description')(e.target.value)} />
          </>
        );
      }}
    </RowEditForm>
  );
}
