// The guest booking form (spec §5): name, phone and at least one service required; email optional; location,
// budget, rooms, building type and condition, water available, special request.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, CheckboxGroup, FormError, RadioGroup, SelectField, TextAreaField, TextField, toast } from '@spotless/shared-ui';
import {
  BOOKING_SERVICE_TYPES,
  BUILDING_CONDITIONS,
  BUILDING_TYPES,
  guestBookingComplete,
  isDataError,
  MESSAGES,
  ROOM_OPTIONS,
  toKobo,
  useCreateGuestBooking,
} from '@spotless/shared-data';
import { Actions, FieldGrid, Stack } from '../../components/layout';

export interface GuestBookingFormProps {
  /** Book this verified cleaner; null lets the operator match one. */
  cleanerId?: string | null;
  onSubmitted?: (bookingId: string) => void;
  secondaryAction?: ReactNode;
}

const EMPTY = {
  fullName: '',
  phone: '',
  email: '',
  location: '',
  budget: '',
  rooms: '',
  buildingType: '',
  buildingCondition: '',
  hasWater: 'yes',
  specialRequest: '',
};

export function GuestBookingForm({ cleanerId, onSubmitted, secondaryAction }: GuestBookingFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [services, setServices] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const create = useCreateGuestBooking();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!guestBookingComplete({ fullName: values.fullName, phone: values.phone, services })) {
      setFormError(MESSAGES.bookings.guestRequiredFields);
      toast.error(MESSAGES.bookings.guestRequiredFields);
      return;
    }
    create.mutate(
      {
        fullName: values.fullName,
        phone: values.phone,
        email: values.email,
        services,
        location: values.location,
        budgetKobo: values.budget.trim() ? toKobo(values.budget) : null,
        numRooms: values.rooms ? Number.parseInt(values.rooms, 10) : null,
        buildingType: values.buildingType as 'residential' | 'commercial' | '',
        buildingCondition: values.buildingCondition as 'new' | 'old' | '',
        hasWater: values.hasWater === 'yes',
        specialRequest: values.specialRequest,
        cleanerId: cleanerId ?? null,
      },
      {
        onSuccess: (id) => {
          toast.success(MESSAGES.bookings.submitted);
          setValues(EMPTY);
          setServices([]);
          onSubmitted?.(id);
        },
        onError: (error) => {
          const message = isDataError(error) ? error.message : MESSAGES.bookings.createFailed;
          setFormError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Guest booking">
      <Stack $gap={4}>
        <FieldGrid>
          <TextField label="Full name" required autoComplete="name" value={values.fullName} onChange={(e) => set('fullName')(e.target.value)} />
          <TextField label="Phone number" required type="tel" autoComplete="tel" placeholder="0803 123 4567" value={values.phone} onChange={(e) => set('phone')(e.target.value)} />
          <TextField label="Email (optional)" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} />
          <TextField label="Location" required placeholder="Area, city and state" value={values.location} onChange={(e) => set('location')(e.target.value)} />
        </FieldGrid>
        <CheckboxGroup label="Services (select at least one)" name="services" options={BOOKING_SERVICE_TYPES} value={services} onChange={setServices} />
        <FieldGrid>
          <TextField label="Budget in naira (optional)" inputMode="numeric" placeholder="e.g. 25000" value={values.budget} onChange={(e) => set('budget')(e.target.value)} />
          <SelectField label="Number of rooms" placeholder="Select" options={ROOM_OPTIONS.map(String)} value={values.rooms} onValueChange={set('rooms')} />
          <SelectField label="Building type" placeholder="Select" options={BUILDING_TYPES} value={values.buildingType} onValueChange={set('buildingType')} />
          <SelectField label="Building condition" placeholder="Select" options={BUILDING_CONDITIONS} value={values.buildingCondition} onValueChange={set('buildingCondition')} />
        </FieldGrid>
        <RadioGroup
          label="Water available"
          name="has-water"
          inline
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={values.hasWater}
          onChange={set('hasWater')}
        />
        <TextAreaField label="Special request (optional)" value={values.specialRequest} onChange={(e) => set('specialRequest')(e.target.value)} />
        <FormError>{formError}</FormError>
        <Actions>
          <Button type="submit" loading={create.isPending} loadingText="Submitting...">
            Submit Booking
          </Button>
          {secondaryAction}
        </Actions>
      </Stack>
    </form>
  );
}
