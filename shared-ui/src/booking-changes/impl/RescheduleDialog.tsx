import { useState } from 'react';
import { Button } from '../../button/Button';
import { Modal } from '../../modal/Modal';
import { Text } from '../../typography/Text';
import { SlotPicker, type PickerDay } from './SlotPicker';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  open: boolean;
  /** True when the booking has no time yet (choosing it is free and does not count as a move). */
  first: boolean;
  /** What is being moved, with its current time when it has one. */
  what: string;
  /** The rule the database applies ("You can move it 1 more time, until 12 hours before it starts."), or why not. */
  rule?: string | null;
  /** False when the database refuses any move now (rule says why). */
  allowed?: boolean;
  days: readonly PickerDay[];
  loadingSlots?: boolean;
  slotsError?: string | null;
  /** The side told of the move ("Your cleaner is told." / "The customer is told."). */
  whoIsTold: string;
  submitting?: boolean;
  /** The confirm button's words when it is not a booking that moves (a schedule's visit: "Move visit"). */
  confirmLabel?: string;
  onConfirm: (startsAt: string) => void;
  onClose: () => void;
}

/** Choose or move a booking's two-hour slot among the cleaner's free times; states the rule and who is told. */
export function RescheduleDialog({
  open, first, what, rule = null, allowed = true, days, loadingSlots = false, slotsError = null, whoIsTold, submitting = false, confirmLabel, onConfirm, onClose,
}: RescheduleDialogProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Modal open={open} title={first ? 'Choose a time' : 'Reschedule'} onClose={onClose} width={560}>
      <div data-testid="reschedule-dialog">
        <Text>{what}</Text>
        {rule ? (
          <div data-testid="reschedule-rule">
            <Text tone={allowed ? 'secondary' : 'error'}>{rule}</Text>
          </div>
        ) : null}
        {allowed ? (
          slotsError ? (
            <Text tone="error">{slotsError}</Text>
          ) : (
            <SlotPicker days={days} value={value} onChange={setValue} loading={loadingSlots} emptyText="No free times in the next two weeks." />
          )
        ) : null}
        {allowed ? <Text tone="secondary">{whoIsTold}</Text> : null}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 12 }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
          {allowed ? (
            <Button type="button" disabled={!value} loading={submitting} loadingText="Saving…" onClick={() => value && onConfirm(value)} data-testid="reschedule-confirm">
              {confirmLabel ?? (first ? 'Save time' : 'Move booking')}
            </Button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
