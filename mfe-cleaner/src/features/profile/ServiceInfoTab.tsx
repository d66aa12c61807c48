// Service Info tab: the state served and its LGAs (service locations "State/LGA", from the shared states/LGAs
// table loaded on demand), years of experience and availability.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  AVAILABILITY,
  MESSAGES,
  YEARS_OF_EXPERIENCE,
  experienceLabel,
  isDataError,
  loadNigeriaLocations,
} from '@spotless/shared-data';
import { useUpdateServiceInfo, validateServiceInfo, type MyCleanerProfile, type ServiceInfoInput } from '@spotless/shared-data/cleaner';
import { CheckboxGroup, FormError, SelectField, Text, toast } from '@spotless/shared-ui';
import { EditableSection, Field, FormActions } from './EditableSection';

type Locations = Awaited<ReturnType<typeof loadNigeriaLocations>>;

function currentOf(profile: MyCleanerProfile): ServiceInfoInput {
  return {
    state: profile.state,
    lga: profile.lga,
    serviceLocations: profile.serviceLocations,
    yearsOfExperience: profile.yearsOfExperience,
    availability: profile.availability,
  };
}

/** LGA names of the saved locations that belong to `state`. */
function lgasIn(locations: readonly string[], state: string): string[] {
  return locations.filter((l) => l.startsWith(`${state}/`)).map((l) => l.slice(state.length + 1));
}

export function ServiceInfoTab({ profile }: { profile: MyCleanerProfile }) {
  const [editing, setEditing] = useState(false);
  const [locations, setLocations] = useState<Locations | null>(null);
  const [state, setState] = useState(profile.state ?? '');
  const [lgas, setLgas] = useState<string[]>(lgasIn(profile.serviceLocations, profile.state ?? ''));
  const [experience, setExperience] = useState(profile.yearsOfExperience ?? '');
  const [availability, setAvailability] = useState(profile.availability ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateServiceInfo();

  useEffect(() => {
    if (!editing || locations) return;
    let live = true;
    void loadNigeriaLocations().then((m) => {
      if (live) setLocations(m);
    });
    return () => {
      live = false;
    };
  }, [editing, locations]);

  const stateOptions = useMemo(() => (locations ? locations.NIGERIAN_STATES.map((s) => s.name) : state ? [state] : []), [locations, state]);
  const lgaOptions = useMemo(() => {
    if (!locations || !state) return [];
    const found = locations.findState(state);
    return found ? locations.lgasOf(found.code).map((l) => l.name) : [];
  }, [locations, state]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ServiceInfoInput = {
      state: state || null,
      lga: lgas[0] ?? null,
      serviceLocations: state ? lgas.map((l) => `${state}/${l}`) : [],
      yearsOfExperience: experience || null,
      availability: availability || null,
    };
    const current = currentOf(profile);
    const invalid = validateServiceInfo(input, current);
    if (invalid) {
      setError(invalid);
      toast.error(invalid);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ input, current });
      toast.success(MESSAGES.profile.serviceDetailsSaved);
      setEditing(false);
    } catch (e) {
      toast.error(isDataError(e) && (e.message === MESSAGES.profile.noChanges || e.message === MESSAGES.profile.serviceDetailRequired) ? e.message : MESSAGES.profile.serviceDetailsSaveFailed);
    }
  };

  return (
    <EditableSection
      title="Service Info"
      editing={editing}
      onEdit={() => {
        setState(profile.state ?? '');
        setLgas(lgasIn(profile.serviceLocations, profile.state ?? ''));
        setExperience(profile.yearsOfExperience ?? '');
        setAvailability(profile.availability ?? '');
        setError(null);
        setEditing(true);
      }}
      view={
        <dl style={{ margin: 0 }}>
          <Field label="State">{profile.state ?? 'Not set'}</Field>
          <Field label="Service locations">
            {profile.serviceLocations.length ? profile.serviceLocations.map((l) => l.replace('/', ' — ')).join('; ') : <Text as="span" tone="secondary">None yet</Text>}
          </Field>
          <Field label="Experience">{experienceLabel(profile.yearsOfExperience)}</Field>
          <Field label="Availability">{profile.availability ?? 'Not set'}</Field>
        </dl>
      }
      form={
        <form onSubmit={onSubmit} noValidate>
          <SelectField
            label="State"
            name="state"
            placeholder="Select a state"
            searchable
            options={stateOptions}
            value={state}
            onValueChange={(value) => {
              setState(value);
              setLgas([]);
            }}
          />
          {state && lgaOptions.length ? (
            <div style={{ maxHeight: 260, overflowY: 'auto', border: '1px solid #d9dee5', borderRadius: 8, padding: 8, marginBottom: 12 }}>
              <CheckboxGroup label={`LGAs you serve in ${state}`} name="lgas" options={lgaOptions} value={lgas} onChange={setLgas} />
            </div>
          ) : null}
          <SelectField
            label="Years of experience"
            name="experience"
            placeholder="Select experience"
            options={YEARS_OF_EXPERIENCE}
            value={experience}
            onValueChange={setExperience}
          />
          <SelectField label="Availability" name="availability" placeholder="Select availability" options={AVAILABILITY} value={availability} onValueChange={setAvailability} />
          <FormError>{error}</FormError>
          <FormActions busy={save.isPending} onCancel={() => setEditing(false)} />
        </form>
      }
    />
  );
}
