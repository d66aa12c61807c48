import { lazy, Suspense, useId, type ReactNode } from 'react';
import { PickerField } from './field-label';
import { PartFallback } from './part-fallback';
import { tokens } from '../theme/tokens';

export { TIME_FORMAT } from './picker-formats';

/** Props of {@link TimeField}. */
export interface TimeFieldProps {
  label: ReactNode;
  /** Selected time as 'HH:mm' (null: none). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Minute granularity of the picker. */
  minuteStep?: 1 | 5 | 10 | 15 | 30;
  required?: boolean;
  error?: ReactNode;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

const TimePickerImpl = lazy(() =>
  import(/* webpackChunkName: "antd-pickers" */ './impl/pickers').then((m) => ({ default: m.TimePickerImpl })),
);

/** Labelled antd TimePicker speaking plain 'HH:mm' strings; the picker (antd + dayjs) arrives on first use. */
export function TimeField({ label, value, onChange, minuteStep = 15, required, error, id, placeholder, disabled }: TimeFieldProps) {
  const autoId = useId();
  const inputId = id ?? `time-${autoId}`;
  return (
    <PickerField id={inputId} label={label} required={required} error={error}>
      <Suspense fallback={<PartFallback label="Loading time picker…" minHeight={tokens.controlHeight} />}>
        <TimePickerImpl
          id={inputId}
          value={value}
          onChange={onChange}
          minuteStep={minuteStep}
          placeholder={placeholder}
          disabled={disabled}
          invalid={Boolean(error)}
        />
      </Suspense>
    </PickerField>
  );
}
