import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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

/** Whether a picker's pop-up is open, kept in a ref: read by key handlers, never a reason to re-render. */
function useOpenRef() {
  const open = useRef(false);
  const onOpenChange = (next: boolean) => {
    open.current = next;
  };
  return [open, onOpenChange] as const;
}

/**
 * Escape in an open picker closes the picker only. antd's picker closes on Escape but lets the key event bubble, so
 * a Modal around it closed too and what was typed in the form was lost. Marked before antd sees the key (capture
 * phase) while the picker is open: a handled Escape is one whose default is prevented, which Modal honours.
 */
function EscapeClosesPopupOnly({ open, children }: { open: RefObject<boolean>; children: ReactNode }) {
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open.current) event.preventDefault();
  };
  return (
    <span style={{ display: 'block' }} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </span>
  );
}

/** antd DatePicker behind DateField (loaded on first use, with dayjs). */
export function DatePickerImpl({ id, value, onChange, placeholder, disabled, invalid, disablePast }: PickerImplProps & { disablePast?: boolean }) {
  const [open, onOpenChange] = useOpenRef();
  return (
    <Themed>
      <EscapeClosesPopupOnly open={open}>
        <DatePicker
          onOpenChange={onOpenChange}
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
      </EscapeClosesPopupOnly>
    </Themed>
  );
}

/** antd TimePicker behind TimeField (loaded on first use, with dayjs). */
export function TimePickerImpl({ id, value, onChange, placeholder, disabled, invalid, minuteStep }: PickerImplProps & { minuteStep: 1 | 5 | 10 | 15 | 30 }) {
  const [open, onOpenChange] = useOpenRef();
  return (
    <Themed>
      <EscapeClosesPopupOnly open={open}>
        <TimePicker
          onOpenChange={onOpenChange}
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
      </EscapeClosesPopupOnly>
    </Themed>
  );
}
