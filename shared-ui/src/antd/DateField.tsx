import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId, type ReactNode } from 'react';
import { PickerField } from './field-label';

/** Wire format of {@link DateField} values, the same as a Postgres `date`. */
export const DATE_FORMAT = 'YYYY-MM-DD';

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

/** Labelled antd DatePicker speaking plain 'YYYY-MM-DD' strings, so callers never handle dayjs objects. */
export function DateField({ label, value, onChange, disablePast, required, error, id, placeholder, disabled }: DateFieldProps) {
  const autoId = useId();
  const inputId = id ?? `date-${autoId}`;
  return (
    <PickerField id={inputId} label={label} required={required} error={error}>
      <DatePicker
        id={inputId}
        value={value ? dayjs(value, DATE_FORMAT) : null}
        format={DATE_FORMAT}
        placeholder={placeholder}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        disabledDate={disablePast ? (day) => day.isBefore(dayjs().startOf('day')) : undefined}
        onChange={(day) => onChange?.(day ? day.format(DATE_FORMAT) : null)}
        style={{ width: '100%' }}
      />
    </PickerField>
  );
}
