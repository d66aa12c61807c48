import { lazy, Suspense, useId, type ReactNode } from 'react';
import { PickerField } from './field-label';
import { PartFallback } from './part-fallback';
import { tokens } from '../theme/tokens';

export { DATE_FORMAT } from './picker-formats';

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: ReactNode;
  /** Selected date as 'YYYY-MM-DD' (null: none). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Refuse days before today (bookings and schedules cannot be in the past). */
  disablePast?: boolean;
  required?: boolean;
  error?: ReactNode;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

// DatePicker and TimePicker share one chunk: they share antd's picker core and dayjs, and forms use them together.
const DatePickerImpl = lazy(() =>
  import(/* webpackChunkName: "antd-pickers" */ './impl/pickers').then((m) => ({ default: m.DatePickerImpl })),
);

/**
 * Labelled antd DatePicker speaking plain 'YYYY-MM-DD' strings, so callers never handle dayjs objects. The label and
 * the error render at once; the picker (antd + dayjs) arrives on first use.
 */
export function DateField({ label, value, onChange, disablePast, required, error, id, placeholder, disabled }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? `date-${autoId}`;
  return (
    <PickerField id={inputId} label={label} required={required} error={error}>
      <Suspense fallback={<PartFallback label="Loading date picker…" minHeight={tokens.controlHeight} />}>
        <DatePickerImpl
          id={inputId}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          disabled={disabled}
          invalid={Boolean(error)}
          disablePast={disablePast}
        />
      </Suspense>
    </PickerField>
  );
}
