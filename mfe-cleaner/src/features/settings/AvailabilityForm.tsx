// Working hours (issue 27): the days and hours a cleaner takes jobs, one window per day, Lagos time. Customers can only
// book two-hour slots inside them; the database checks again. Props only: the page loads and saves.
import { useEffect, useState, type FormEvent } from 'react';
import { AVAILABILITY_HOURS, WEEKDAYS, type AvailabilityWindow } from '@spotless/shared-data/booking-changes';
import { Button, FormError, SelectField, Text } from '@spotless/shared-ui';

/** One row of the form: the day, whether it is worked, and its hours. */
interface DayRow {
  on: boolean;
  start: string;
  end: string;
}

/** Rows of the form from saved windows (a day without a window is off; its hours default to 08:00-18:00). */
export function toDayRows(windows: readonly AvailabilityWindow[]): DayRow[] {
  return WEEKDAYS.map((_, weekday) => {
    const w = windows.find((x) => x.weekday === weekday);
    return w ? { on: true, start: w.start, end: w.end } : { on: false, start: '08:00', end: '18:00' };
  });
}

export interface AvailabilityFormProps {
  windows: readonly AvailabilityWindow[];
  /** True when the cleaner never saved hours (the database then allows every day 08:00-18:00). */
  isDefault: boolean;
  saving: boolean;
  onSave: (windows: AvailabilityWindow[]) => void;
}

export function AvailabilityForm({ windows, isDefault, saving, onSave }: AvailabilityFormProps) {
  const [rows, setRows] = useState(() => toDayRows(windows));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setRows(toDayRows(windows)), [windows]);
  const set = (i: number, patch: Partial<DayRow>) => setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = rows.flatMap((r, weekday) => (r.on ? [{ weekday, start: r.start, end: r.end }] : []));
    if (chosen.length === 0) return setError('Choose at least one day you work.');
    const bad = chosen.find((w) => w.end <= w.start);
    if (bad) return setError(`On ${WEEKDAYS[bad.weekday]}, the end must be after the start.`);
    setError(null);
    onSave(chosen);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Working hours">
      {isDefault ? <Text tone="secondary">You have not set your hours yet: customers can book you any day from 08:00 to 18:00.</Text> : null}
      <div style={{ display: 'grid', gap: 8 }}>
        {WEEKDAYS.map((day, i) => (
          <fieldset key={day} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, 1fr) 1fr 1fr', gap: 8, alignItems: 'end' }}>
            <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
              <input type="checkbox" checked={rows[i]!.on} onChange={(e) => set(i, { on: e.target.checked })} aria-label={`Work on ${day}`} />
              {day}
            </label>
            <SelectField label={`${day} from`} hideLabel options={AVAILABILITY_HOURS.slice(0, -1)} value={rows[i]!.start} disabled={!rows[i]!.on} onValueChange={(v) => set(i, { start: v })} />
            <SelectField label={`${day} until`} hideLabel options={AVAILABILITY_HOURS.slice(1)} value={rows[i]!.end} disabled={!rows[i]!.on} onValueChange={(v) => set(i, { end: v })} />
          </fieldset>
        ))}
      </div>
      <FormError>{error}</FormError>
      <div style={{ marginTop: 12 }}>
        <Button type="submit" loading={saving} loadingText="Saving…" data-testid="save-availability">
          Save working hours
        </Button>
      </div>
    </form>
  );
}
