// Specialty tab: checkboxes of the spec's specializations and the availability; at least one of them is required.
import { useState, type FormEvent } from 'react';
import { AVAILABILITY, MESSAGES, SPECIALIZATIONS, isDataError } from '@spotless/shared-data';
import { useUpdateSpecialty, validateSpecialty, type MyCleanerProfile } from '@spotless/shared-data/cleaner';
import { CheckboxGroup, FormError, SelectField, Text, toast } from '@spotless/shared-ui';
import { EditableSection, Field, FormActions } from './EditableSection';

export function SpecialtyTab({ profile }: { profile: MyCleanerProfile }) {
  const [editing, setEditing] = useState(false);
  const [specializations, setSpecializations] = useState<string[]>(profile.specializations);
  const [availability, setAvailability] = useState<string>(profile.availability ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateSpecialty();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { specializations, availability: availability || null };
    const invalid = validateSpecialty(input);
    if (invalid) {
      setError(invalid);
      toast.error(invalid);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync(input);
      toast.success(MESSAGES.profile.changesSaved);
      setEditing(false);
    } catch (e) {
      toast.error(isDataError(e) && e.message === MESSAGES.profile.specializationOrAvailabilityRequired ? e.message : MESSAGES.profile.saveFailed);
    }
  };

  return (
    <EditableSection
      title="Specialty"
      editing={editing}
      onEdit={() => {
        setSpecializations(profile.specializations);
        setAvailability(profile.availability ?? '');
        setError(null);
        setEditing(true);
      }}
      view={
        <dl style={{ margin: 0 }}>
          <Field label="Specializations">{profile.specializations.join(', ') || <Text as="span" tone="secondary">None yet</Text>}</Field>
          <Field label="Availability">{profile.availability ?? 'Not set'}</Field>
        </dl>
      }
      form={
        <form onSubmit={onSubmit} noValidate>
          <CheckboxGroup label="Specializations" name="specializations" options={SPECIALIZATIONS} value={specializations} onChange={setSpecializations} />
          <SelectField
            label="Availability"
            name="availability"
            placeholder="Select availability"
            options={AVAILABILITY}
            value={availability}
            onValueChange={setAvailability}
          />
          <FormError>{error}</FormError>
          <FormActions busy={save.isPending} onCancel={() => setEditing(false)} />
        </form>
      }
    />
  );
}
