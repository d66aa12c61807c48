import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, TIME_FORMAT } from '../picker-formats';
import { Themed } from './Themed';

/** What DateField and TimeField hand to their picker (labels and errors stay outside, in the light wrapper). */
export interface PickerImplProps {
  id: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Set when the field shows an error; the picker is marked invalid and described by `${id}-error`. */
  invalid: boolean;
}

function a11y(id: string, invalid: boolean) {
  return {
    status: invalid ? ('error' as const) : undefined,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
}

/** antd DatePicker behind DateField (loaded on first use, with dayjs). */
export function DatePickerImpl({ id, value, onChange, placeholder, disabled, invalid, disablePast }: PickerImplProps & { disablePast?: boolean }) {
  return (
    <Themed>
      <DatePicker
        id={id}
        value={value ? dayjs(value, DATE_FORMAT) : null}
        format={DATE_FORMAT}
        placeholder={placeholder}
        disabled={disabled}
        {...a11y(id, invalid)}
        disabledDate={disablePast ? (day) => day.isBefore(dayjs().startOf('day')) : undefined}
        onChange={(day) => onChange?.(day ? day.format(DATE_FORMAT) : null)}
        style={{ width: '100%' }}
      />
    </Themed>
  );
}

/** antd TimePicker behind TimeField (loaded on first use, with dayjs). */
export function TimePickerImpl({ id, value, onChange, placeholder, disabled, invalid, minuteStep }: PickerImplProps & { minuteStep: 1 | 5 | 10 | 15 | 30 }) {
  return (
    <Themed>
      <TimePicker
        id={id}
        value={value ? dayjs(value, TIME_FORMAT) : null}
        format={TIME_FORMAT}
        minuteStep={minuteStep}
        placeholder={placeholder}
        disabled={disabled}
        {...a11y(id, invalid)}
        onChange={(time) => onChange?.(time ? time.format(TIME_FORMAT) : null)}
        style={{ width: '100%' }}
      />
    </Themed>
  );
}
