import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useId, type ReactNode } from 'react';
import { PickerField } from './field-label';

/** Wire format of {@link TimeField} values (24-hour, like a Postgres `time` without seconds). */
export const TIME_FORMAT = 'HH:mm';

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

/** Labelled antd TimePicker speaking plain 'HH:mm' strings. */
export function TimeField({ label, value, onChange, minuteStep = 15, required, error, id, placeholder, disabled }: TimeFieldProps) {
  const autoId = useId();
  const inputId = id ?? `time-${autoId}`;
  return (
    <PickerField id={inputId} label={label} required={required} error={error}>
      <TimePicker
        id={inputId}
        value={value ? dayjs(value, TIME_FORMAT) : null}
        format={TIME_FORMAT}
        minuteStep={minuteStep}
        placeholder={placeholder}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : null)}
        style={{ width: '100%' }}
      />
    </PickerField>
  );
}
