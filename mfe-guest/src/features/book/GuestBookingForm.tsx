// The guest booking form (spec §5): name, phone and at least one service required; email optional; location,
// budget, rooms, building type and condition, water available, special request; and the day and two-hour time
// (issue 27), among the cleaner's free slots (any slot when the operator will match a cleaner).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, CheckboxGroup, FormError, RadioGroup, SelectField, SlotPicker, Text, TextAreaField, TextField, toast, type PickerDay } from '@spotless/shared-ui';
import {
  BOOKING_SERVICE_TYPES,
  BUILDING_CONDITIONS,
  BUILDING_TYPES,
  errorMessage,
  guestBookingComplete,
  MESSAGES,
  ROOM_OPTIONS,
  toKobo,
  useCreateGuestBooking,
} from '@spotless/shared-data';
import { budgetError, emailError, found, lengthError, LOCATION_REQUIRED, MAX_LENGTH, phoneError } from '../../components/guest-field-checks';
import { Actions, FieldGrid, Stack } from '../../components/layout';

export interface GuestBookingFormProps {
  /** Book this verified cleaner; null lets the operator match one. */
  cleanerId?: string | null;
  onSubmitted?: (bookingId: string) => void;
  secondaryAction?: ReactNode;
  /** The free two-hour slots to choose from, by day (the page loads them: the cleaner's, or any for a match). */
  slotDays: readonly PickerDay[];
  slotsLoading?: boolean;
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

type Values = typeof EMPTY;
type Checked = 'fullName' | 'phone' | 'email' | 'location' | 'budget' | 'specialRequest';

/**
 * Field errors of the booking form after the spec's required fields are present: the database's rules (a Nigerian
 * phone, a well-formed e-mail when given, a location, a naira budget, column lengths), so nothing it would refuse is
 * sent (and no guest session is opened for it).
 */
export function guestBookingErrors(values: Values): Partial<Record<Checked, string>> {
  return found({
    fullName: lengthError(values.fullName, MAX_LENGTH.fullName, 'Full name'),
    phone: phoneError(values.phone),
    email: emailError(values.email),
    location: values.location.trim() ? lengthError(values.location, MAX_LENGTH.location, 'Location') : LOCATION_REQUIRED,
    budget: budgetError(values.budget),
    specialRequest: lengthError(values.specialRequest, MAX_LENGTH.specialRequest, 'Special request'),
  });
}

/** Shown until a slot is picked. */
export const CHOOSE_SLOT = 'Choose a date and a time.';

export function GuestBookingForm({ cleanerId, onSubmitted, secondaryAction, slotDays, slotsLoading = false }: GuestBookingFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [services, setServices] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Checked, string>>>({});
  const create = useCreateGuestBooking();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (!guestBookingComplete({ fullName: values.fullName, phone: values.phone, services })) {
      setFormError(MESSAGES.bookings.guestRequiredFields);
      toast.error(MESSAGES.bookings.guestRequiredFields);
      setErrors({});
      return;
    }
    const problems = guestBookingErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (!startsAt) {
      setFormError(CHOOSE_SLOT);
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
        startsAt,
      },
      {
        onSuccess: (id) => {
          toast.success(MESSAGES.bookings.submitted);
          setValues(EMPTY);
          setServices([]);
          setStartsAt(null);
          onSubmitted?.(id);
        },
        onError: (error) => {
          const message = errorMessage(error, MESSAGES.bookings.createFailed);
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
          <TextField label="Full name" required autoComplete="name" maxLength={MAX_LENGTH.fullName} value={values.fullName} onChange={(e) => set('fullName')(e.target.value)} error={errors.fullName} />
          <TextField label="Phone number" required type="tel" autoComplete="tel" placeholder="0803 123 4567" value={values.phone} onChange={(e) => set('phone')(e.target.value)} error={errors.phone} />
          <TextField label="Email (optional)" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} value={values.email} onChange={(e) => set('email')(e.target.value)} error={errors.email} />
          <TextField label="Location" required placeholder="Area, city and state" maxLength={MAX_LENGTH.location} value={values.location} onChange={(e) => set('location')(e.target.value)} error={errors.location} />
        </FieldGrid>
        <CheckboxGroup label="Services (select at least one)" name="services" options={BOOKING_SERVICE_TYPES} value={services} onChange={setServices} />
        <FieldGrid>
          <TextField label="Budget in naira (optional)" inputMode="numeric" placeholder="e.g. 25000" value={values.budget} onChange={(e) => set('budget')(e.target.value)} error={errors.budget} />
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
        <div>
          <Text weight="bold">Date and time</Text>
          <SlotPicker days={slotDays} value={startsAt} onChange={setStartsAt} loading={slotsLoading} emptyText="No free time in the next two weeks." />
        </div>
        <TextAreaField label="Special request (optional)" maxLength={MAX_LENGTH.specialRequest} value={values.specialRequest} onChange={(e) => set('specialRequest')(e.target.value)} error={errors.specialRequest} />
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
