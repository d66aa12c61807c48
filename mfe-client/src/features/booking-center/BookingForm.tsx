// Book Now form: services (at least one), rooms, building type and condition, water available, special request and
// the day and two-hour time (issue 27: among the cleaner's free slots, which the page loads). Props only: the page
// passes the slots and the submit handler.
import { useState, type FormEvent } from 'react';
import {
  BOOKING_SERVICE_TYPES,
  BUILDING_CONDITIONS,
  BUILDING_TYPES,
  MESSAGES,
  ROOM_OPTIONS,
  type BuildingCondition,
  type BuildingType,
  type ClientBookingInput,
} from '@spotless/shared-data';
import { Button, CheckboxGroup, FormError, RadioGroup, SelectField, SlotPicker, Text, TextAreaField, TextField, type PickerDay } from '@spotless/shared-ui';
import { Actions, FieldGrid, Stack } from '../../components/layout';

export interface BookingFormProps {
  cleanerId: string;
  /** Prefilled from the search. */
  location: string;
  budgetKobo: number | null;
  /** The cleaner's free two-hour slots, by day. */
  slotDays: readonly PickerDay[];
  slotsLoading?: boolean;
  submitting: boolean;
  onSubmit: (input: ClientBookingInput) => void;
  onCancel: () => void;
}

/** Shown until a slot is picked. */
export const CHOOSE_SLOT = 'Choose a date and a time.';

export function BookingForm({ cleanerId, location: initialLocation, budgetKobo, slotDays, slotsLoading = false, submitting, onSubmit, onCancel }: BookingFormProps) {
  const [services, setServices] = useState<string[]>([]);
  const [location, setLocation] = useState(initialLocation);
  const [rooms, setRooms] = useState('');
  const [buildingType, setBuildingType] = useState<BuildingType | ''>('');
  const [buildingCondition, setBuildingCondition] = useState<BuildingCondition | ''>('');
  const [hasWater, setHasWater] = useState('yes');
  const [specialRequest, setSpecialRequest] = useState('');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!services.length) return setError(MESSAGES.bookings.selectService);
    if (!location.trim()) return setError(MESSAGES.auth.fillRequired);
    if (!startsAt) return setError(CHOOSE_SLOT);
    setError(null);
    onSubmit({
      cleanerId,
      services,
      location,
      numRooms: rooms ? Number.parseInt(rooms, 10) : null,
      buildingType,
      buildingCondition,
      hasWater: hasWater === 'yes',
      specialRequest,
      startsAt,
      budgetKobo,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Booking form">
      <Stack $gap={8}>
        <CheckboxGroup label="Services" name="services" options={BOOKING_SERVICE_TYPES} value={services} onChange={setServices} error={error === MESSAGES.bookings.selectService ? error : undefined} />
        <TextField label="Location" name="location" required value={location} onChange={(e) => setLocation(e.target.value)} />
        <FieldGrid>
          <SelectField label="Number of rooms" name="rooms" placeholder="Select" options={ROOM_OPTIONS.map(String)} value={rooms} onValueChange={setRooms} />
          <SelectField
            label="Building type"
            name="buildingType"
            placeholder="Select"
            options={BUILDING_TYPES.map((b) => ({ value: b.value, label: b.label }))}
            value={buildingType}
            onValueChange={(v) => setBuildingType(v as BuildingType | '')}
          />
          <SelectField
            label="Building condition"
            name="buildingCondition"
            placeholder="Select"
            options={BUILDING_CONDITIONS.map((b) => ({ value: b.value, label: b.label }))}
            value={buildingCondition}
            onValueChange={(v) => setBuildingCondition(v as BuildingCondition | '')}
          />
        </FieldGrid>
        <div>
          <Text weight="bold">Date and time</Text>
          <SlotPicker days={slotDays} value={startsAt} onChange={setStartsAt} loading={slotsLoading} emptyText="This cleaner has no free time in the next two weeks." />
        </div>
        <RadioGroup
          label="Water available"
          name="hasWater"
          inline
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={hasWater}
          onChange={setHasWater}
        />
        <TextAreaField label="Special request" name="specialRequest" rows={3} value={specialRequest} onChange={(e) => setSpecialRequest(e.target.value)} />
        <FormError>{error}</FormError>
        <Actions>
          <Button type="submit" loading={submitting} loadingText="Booking...">
            Book Now
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
