// Add / edit a cleaning price (spec §5: building type, condition, rooms, base price and category required;
// description and discount optional).
import { useState } from 'react';
import { BUILDING_CONDITIONS, BUILDING_TYPES, formatNaira, MESSAGES, ROOM_OPTIONS, toKobo, type AdminPrice, type PriceInput } from '@spotless/shared-data';
import { Button, SelectField, TextField } from '@spotless/shared-ui';

export interface PriceFormValues {
  building_type: string;
  building_condition: string;
  num_rooms: string;
  base_price: string;
  discount_percentage: string;
  description: string;
  service_category: string;
}

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

/** Validates the form: a field error per missing required field, or the row to save. */
export function validatePrice(v: PriceFormValues): { errors: Partial<Record<keyof PriceFormValues, string>>; input?: PriceInput } {
  const errors: Partial<Record<keyof PriceFormValues, string>> = {};
  if (!v.building_type) errors.building_type = MESSAGES.auth.fieldRequired('Building type');
  if (!v.building_condition) errors.building_condition = MESSAGES.auth.fieldRequired('Building condition');
  if (!v.num_rooms) errors.num_rooms = MESSAGES.auth.fieldRequired('Number of rooms');
  const kobo = toKobo(v.base_price);
  if (!v.base_price.trim()) errors.base_price = MESSAGES.auth.fieldRequired('Base price');
  else if (kobo === null) errors.base_price = 'Enter an amount in naira, e.g. 15000';
  if (!v.service_category.trim()) errors.service_category = MESSAGES.auth.fieldRequired('Service category');
  const discount = v.discount_percentage.trim() ? Number(v.discount_percentage) : 0;
  if (!Number.isFinite(discount) || discount < 0 || discount > 100) errors.discount_percentage = 'Enter a percentage between 0 and 100';
  if (Object.keys(errors).length > 0 || kobo === null) return { errors };
  return {
    errors,
    input: {
      building_type: v.building_type as PriceInput['building_type'],
      building_condition: v.building_condition as PriceInput['building_condition'],
      num_rooms: Number(v.num_rooms),
      base_price_kobo: kobo,
      discount_percentage: discount,
      description: v.description,
      service_category: v.service_category,
    },
  };
}

export function PriceForm({ row, busy, onSubmit, onCancel }: { row?: AdminPrice | null; busy?: boolean; onSubmit: (input: PriceInput) => void; onCancel: () => void }) {
  const [values, setValues] = useState(() => initialPriceValues(row));
  const [errors, setErrors] = useState<Partial<Record<keyof PriceFormValues, string>>>({});
  const set = (key: keyof PriceFormValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        const result = validatePrice(values);
        setErrors(result.errors);
        if (result.input) onSubmit(result.input);
      }}
    >
      <SelectField label="Building type" required placeholder="Select" options={BUILDING_TYPES.map((t) => ({ ...t }))} value={values.building_type} onValueChange={set('building_type')} error={errors.building_type} />
      <SelectField label="Building condition" required placeholder="Select" options={BUILDING_CONDITIONS.map((t) => ({ ...t }))} value={values.building_condition} onValueChange={set('building_condition')} error={errors.building_condition} />
      <SelectField label="Number of rooms" required placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.num_rooms} onValueChange={set('num_rooms')} error={errors.num_rooms} />
      <TextField label="Base price (₦)" required inputMode="decimal" value={values.base_price} onChange={(e) => set('base_price')(e.target.value)} error={errors.base_price}
        hint={toKobo(values.base_price) ? formatNaira(toKobo(values.base_price) as number) : undefined} />
      <TextField label="Discount (%)" type="number" min={0} max={100} step="0.01" value={values.discount_percentage} onChange={(e) => set('discount_percentage')(e.target.value)} error={errors.discount_percentage} />
      <TextField label="Service category" required value={values.service_category} onChange={(e) => set('service_category')(e.target.value)} error={errors.service_category} />
      <TextField label="Description" value={values.description} onChange={(e) => set('description')(e.target.value)} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {row ? 'Update Price' : 'Add Price'}
        </Button>
      </div>
    </form>
  );
}
