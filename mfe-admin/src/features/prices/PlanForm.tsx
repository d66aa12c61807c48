// Add / edit a subscription plan (spec §5: building type, rooms, price, description, frequency required; discount optional).
import { useState } from 'react';
import { BUILDING_TYPES, MESSAGES, ROOM_OPTIONS, toKobo, type AdminPlan, type Frequency, type PlanInput } from '@spotless/shared-data';
import { Button, SelectField, TextField } from '@spotless/shared-ui';

type Values = { building_type: string; num_rooms: string; frequency_id: string; price: string; discount_percentage: string; description: string };

export function validatePlan(v: Values): { errors: Partial<Record<keyof Values, string>>; input?: PlanInput } {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.building_type) errors.building_type = MESSAGES.auth.fieldRequired('Building type');
  if (!v.num_rooms) errors.num_rooms = MESSAGES.auth.fieldRequired('Number of rooms');
  if (!v.frequency_id) errors.frequency_id = MESSAGES.auth.fieldRequired('Frequency');
  const kobo = toKobo(v.price);
  if (!v.price.trim()) errors.price = MESSAGES.auth.fieldRequired('Price');
  else if (kobo === null) errors.price = 'Enter an amount in naira, e.g. 45000';
  if (!v.description.trim()) errors.description = MESSAGES.auth.fieldRequired('Description');
  const discount = v.discount_percentage.trim() ? Number(v.discount_percentage) : 0;
  if (!Number.isFinite(discount) || discount < 0 || discount > 100) errors.discount_percentage = 'Enter a percentage between 0 and 100';
  if (Object.keys(errors).length > 0 || kobo === null) return { errors };
  return {
    errors,
    input: {
      building_type: v.building_type as PlanInput['building_type'],
      num_rooms: Number(v.num_rooms),
      frequency_id: Number(v.frequency_id),
      price_kobo: kobo,
      discount_percentage: discount,
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
  const [values, setValues] = useState<Values>({
    building_type: row?.building_type ?? '',
    num_rooms: row ? String(row.num_rooms) : '',
    frequency_id: row ? String(row.frequency_id) : '',
    price: row ? String(row.price_kobo / 100) : '',
    discount_percentage: row ? String(row.discount_percentage) : '',
    description: row?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        const result = validatePlan(values);
        setErrors(result.errors);
        if (result.input) onSubmit(result.input);
      }}
    >
      <SelectField label="Building type" required placeholder="Select" options={BUILDING_TYPES.map((t) => ({ ...t }))} value={values.building_type} onValueChange={set('building_type')} error={errors.building_type} />
      <SelectField label="Number of rooms" required placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.num_rooms} onValueChange={set('num_rooms')} error={errors.num_rooms} />
      <SelectField label="Frequency" required placeholder="Select" options={frequencies.map((f) => ({ value: String(f.id), label: f.name }))} value={values.frequency_id} onValueChange={set('frequency_id')} error={errors.frequency_id} />
      <TextField label="Price (₦)" required inputMode="decimal" value={values.price} onChange={(e) => set('price')(e.target.value)} error={errors.price} />
      <TextField label="Discount (%)" type="number" min={0} max={100} step="0.01" value={values.discount_percentage} onChange={(e) => set('discount_percentage')(e.target.value)} error={errors.discount_percentage} />
      <TextField label="Description" required value={values.description} onChange={(e) => set('description')(e.target.value)} error={errors.description} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {row ? 'Update Subscription' : 'Add Subscription'}
        </Button>
      </div>
    </form>
  );
}
