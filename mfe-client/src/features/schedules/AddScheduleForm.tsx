// Add Schedule (and Edit Schedule) pop-up form: service type (Monthly Cleaning default), start date, a two-hour time
// slot (Lagos time, the bookings' windows), optional location. Props only.
import { useState, type FormEvent } from 'react';
import { DEFAULT_SCHEDULE_TYPE, MESSAGES, SCHEDULE_SLOT_STARTS, SCHEDULE_TYPES, scheduleSlotLabel, type ScheduleInput, type ScheduleType } from '@spotless/shared-data';
import { Button, FormError, SelectField, TextField } from '@spotless/shared-ui';
import { DateField } from '@spotless/shared-ui/antd';
import { Actions, Stack } from '../../components/layout';

const SLOT_OPTIONS = SCHEDULE_SLOT_STARTS.map((start) => ({ value: start, label: scheduleSlotLabel(start) }));

export interface AddScheduleFormProps {
  submitting: boolean;
  onSubmit: (input: ScheduleInput) => void;
  onCancel: () => void;
  /** Edit Schedule: the schedule's current values. */
  initial?: ScheduleInput;
  /** An active schedule keeps its service and start date (they belong to the match); only the slot and place change. */
  lockTypeAndDate?: boolean;
  submitLabel?: string;
}

export function AddScheduleForm({ submitting, onSubmit, onCancel, initial, lockTypeAndDate = false, submitLabel = 'Add Schedule' }: AddScheduleFormProps) {
  const [serviceType, setServiceType] = useState<ScheduleType>(initial?.serviceType ?? DEFAULT_SCHEDULE_TYPE);
  const [startDate, setStartDate] = useState<string | null>(initial?.startDate ?? null);
  const [serviceTime, setServiceTime] = useState<string>(initial?.serviceTime?.slice(0, 5) ?? '');
  const [location, setLocation] = useState(initial?.location ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startDate || !serviceTime) return setError(MESSAGES.residence.fillAllFields);
    setError(null);
    onSubmit({ serviceType, startDate, serviceTime, location });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel === 'Add Schedule' ? 'Add Schedule' : 'Edit Schedule'}>
      <Stack $gap={8}>
        <SelectField label="Service type" name="serviceType" options={SCHEDULE_TYPES} value={serviceType} onValueChange={(v) => setServiceType(v as ScheduleType)} disabled={lockTypeAndDate} />
        <DateField label="Date" value={startDate} onChange={setStartDate} disablePast required placeholder="Choose a date" disabled={lockTypeAndDate} />
        <SelectField
          label="Time slot"
          name="serviceTime"
          hint="Each visit is two hours, Lagos time."
          options={SLOT_OPTIONS}
          placeholder="Choose a time slot"
          value={serviceTime}
          onValueChange={setServiceTime}
          required
        />
        <TextField label="Location (optional)" name="location" value={location} onChange={(e) => setLocation(e.target.value)} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submitting} loadingText={submitLabel === 'Add Schedule' ? 'Adding...' : 'Saving...'}>
            {submitLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
