// Add Schedule pop-up form: service type (Monthly Cleaning default), date and time, optional location. Props only.
import { useState, type FormEvent } from 'react';
import { DEFAULT_SCHEDULE_TYPE, MESSAGES, SCHEDULE_TYPES, type ScheduleInput, type ScheduleType } from '@spotless/shared-data';
import { Button, FormError, SelectField, TextField } from '@spotless/shared-ui';
import { DateField, TimeField } from '@spotless/shared-ui/antd';
import { Actions, Stack } from '../../components/layout';

export function AddScheduleForm({ submitting, onSubmit, onCancel }: { submitting: boolean; onSubmit: (input: ScheduleInput) => void; onCancel: () => void }) {
  const [serviceType, setServiceType] = useState<ScheduleType>(DEFAULT_SCHEDULE_TYPE);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [serviceTime, setServiceTime] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startDate || !serviceTime) return setError(MESSAGES.residence.fillAllFields);
    setError(null);
    onSubmit({ serviceType, startDate, serviceTime, location });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add Schedule">
      <Stack $gap={8}>
        <SelectField label="Service type" name="serviceType" options={SCHEDULE_TYPES} value={serviceType} onValueChange={(v) => setServiceType(v as ScheduleType)} />
        <DateField label="Date" value={startDate} onChange={setStartDate} disablePast required placeholder="Choose a date" />
        <TimeField label="Time" value={serviceTime} onChange={setServiceTime} required placeholder="Choose a time" />
        <TextField label="Location (optional)" name="location" value={location} onChange={(e) => setLocation(e.target.value)} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submitting} loadingText="Adding...">
            Add Schedule
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
