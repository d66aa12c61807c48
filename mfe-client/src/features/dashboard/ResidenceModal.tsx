// Residence pop-up: asks the state (36 + FCT, searchable) and LGA of residence when either is missing. The states and
// LGAs table loads in its own chunk when the pop-up opens.
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage, loadNigeriaLocations, MESSAGES, useUpdateResidence } from '@spotless/shared-data';
import { Button, FormError, Loading, Modal, SelectField, Text, toast } from '@spotless/shared-ui';
import { Stack } from '../../components/layout';

type Locations = Awaited<ReturnType<typeof loadNigeriaLocations>>;

export interface ResidenceFormProps {
  locations: Locations;
  saving: boolean;
  onSubmit: (value: { state: string; lga: string }) => void;
  error?: string | null;
}

/** The form inside the pop-up (props only, so tests and stories need no server). */
export function ResidenceForm({ locations, saving, onSubmit, error }: ResidenceFormProps) {
  const [stateName, setStateName] = useState('');
  const [lga, setLga] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const state = locations.NIGERIAN_STATES.find((s) => s.name === stateName);
  const lgaOptions = state ? locations.lgasOf(state.code).map((l) => l.name) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stateName || !lga) {
      setLocalError(MESSAGES.residence.fillAllFields);
      toast.error(MESSAGES.residence.fillAllFields);
      return;
    }
    setLocalError(null);
    onSubmit({ state: stateName, lga });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Residence">
      <Stack $gap={8}>
        <Text>Tell us where you live so we can match you with cleaners nearby.</Text>
        <SelectField
          searchable
          label="State of residence"
          placeholder="Select a state"
          options={locations.NIGERIAN_STATES.map((s) => s.name)}
          value={stateName}
          onValueChange={(value) => {
            setStateName(value);
            setLga('');
          }}
          required
        />
        <SelectField
          searchable
          label="LGA of residence"
          placeholder={state ? 'Select an LGA' : 'Select a state first'}
          options={lgaOptions}
          value={lga}
          onValueChange={setLga}
          disabled={!state}
          required
        />
        <FormError>{localError ?? error ?? null}</FormError>
        <Button type="submit" loading={saving} loadingText="Saving...">
          Save
        </Button>
      </Stack>
    </form>
  );
}

export function ResidenceModal() {
  const [open, setOpen] = useState(true);
  const [locations, setLocations] = useState<Locations | null>(null);
  const update = useUpdateResidence();

  useEffect(() => {
    let live = true;
    void loadNigeriaLocations().then((module) => {
      if (live) setLocations(module);
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = (value: { state: string; lga: string }) => {
    update.mutate(value, {
      onSuccess: () => {
        toast.success(MESSAGES.residence.updated);
        setOpen(false);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.residence.updateFailed)),
    });
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Residence information" width={480}>
      {locations ? (
        <ResidenceForm
          locations={locations}
          saving={update.isPending}
          onSubmit={submit}
          error={update.error ? errorMessage(update.error, MESSAGES.residence.updateFailed) : null}
        />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
