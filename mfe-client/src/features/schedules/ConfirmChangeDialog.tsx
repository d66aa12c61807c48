// Skip a visit / cancel a schedule: what it does, in the database's terms, before the button (props only).
import { useState, type FormEvent } from 'react';
import { Button, FormError, Modal, Text, TextField } from '@spotless/shared-ui';
import { Actions, Stack } from '../../components/layout';

export interface ConfirmChangeDialogProps {
  open: boolean;
  title: string;
  /** What is changed ("Weekly Cleaning, 10 Mar 2031, 08:00–10:00"). */
  what: string;
  /** What happens, sentence by sentence; null while the terms load. */
  outcome: readonly string[] | null;
  /** False when the database refuses the change (outcome then says why). */
  allowed: boolean;
  error?: string | null;
  confirmLabel: string;
  /** Ask for an optional reason (cancelling a schedule). */
  withReason?: boolean;
  submitting?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ConfirmChangeDialog({ open, title, what, outcome, allowed, error = null, confirmLabel, withReason = false, submitting = false, onConfirm, onClose }: ConfirmChangeDialogProps) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form noValidate onSubmit={submit} data-testid="schedule-change-dialog">
        <Stack $gap={8}>
          <Text>{what}</Text>
          {outcome === null && !error ? <Text tone="secondary">Loading…</Text> : null}
          {(outcome ?? []).map((line) => (
            <Text key={line} data-testid="change-outcome">
              {line}
            </Text>
          ))}
          <FormError>{error}</FormError>
          {withReason && allowed ? (
            <TextField label="Reason (optional)" name="reason" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          ) : null}
          <Actions>
            {allowed ? (
              <Button type="submit" variant="danger" loading={submitting} data-testid="change-confirm">
                {confirmLabel}
              </Button>
            ) : null}
            <Button type="button" variant="secondary" onClick={onClose}>
              Keep it
            </Button>
          </Actions>
        </Stack>
      </form>
    </Modal>
  );
}
