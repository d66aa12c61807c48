// Cancellation policy (issue 27, data-free): the free-cancellation window, the late fee (a percentage of the price or
// a naira amount), and how often and until when a booking may be moved. The preview is what customers read before
// they confirm; the database checks the bounds again and applies the saved numbers to every change from then on.
import { useEffect, useState, type FormEvent } from 'react';
import { toKobo } from '@spotless/shared-data';
import type { BookingChangePolicy } from '@spotless/shared-data/booking-changes';
import { Button, Card, FormError, RadioGroup, Text, TextField, policySentences } from '@spotless/shared-ui';

interface Draft {
  freeHours: string;
  kind: 'percent' | 'fixed';
  percent: string;
  naira: string;
  rescheduleHours: string;
  limit: string;
}

const toDraft = (p: BookingChangePolicy): Draft => ({
  freeHours: String(p.free_cancel_hours),
  kind: p.late_fee_kind,
  percent: String(p.late_fee_percent),
  naira: String(p.late_fee_kobo / 100),
  rescheduleHours: String(p.reschedule_min_hours),
  limit: String(p.reschedule_limit),
});

const whole = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number.parseInt(text, 10);
  return n >= min && n <= max ? n : null;
};

/** The draft as a policy, or the first problem in words. */
export function draftToPolicy(d: Draft, current: BookingChangePolicy): BookingChangePolicy | string {
  const free = whole(d.freeHours, 0, 168);
  const resched = whole(d.rescheduleHours, 0, 168);
  if (free === null || resched === null) return 'Hours must be whole numbers from 0 to 168.';
  const limit = whole(d.limit, 0, 10);
  if (limit === null) return 'Moves allowed must be a whole number from 0 to 10.';
  const percent = d.kind === 'percent' ? whole(d.percent, 0, 100) : current.late_fee_percent;
  if (percent === null) return 'The late fee percentage must be a whole number from 0 to 100.';
  const kobo = d.kind === 'fixed' ? toKobo(d.naira) : current.late_fee_kobo;
  if (kobo === null || kobo < 0 || kobo > 100_000_000) return 'The late fee must be an amount in naira up to ₦1,000,000.';
  return { free_cancel_hours: free, late_fee_kind: d.kind, late_fee_percent: percent, late_fee_kobo: kobo, reschedule_min_hours: resched, reschedule_limit: limit };
}

export interface CancellationPolicyPanelProps {
  policy: BookingChangePolicy | undefined;
  loading?: boolean;
  saving?: boolean;
  onSave: (policy: BookingChangePolicy) => void;
}

export function CancellationPolicyPanel({ policy, loading = false, saving = false, onSave }: CancellationPolicyPanelProps) {
  const [draft, setDraft] = useState<Draft | null>(policy ? toDraft(policy) : null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (policy) setDraft(toDraft(policy));
  }, [policy]);
  if (loading || !policy || !draft) return <Text tone="secondary">Loading the cancellation policy…</Text>;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const parsed = draftToPolicy(draft, policy);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof parsed === 'string') return setError(parsed);
    setError(null);
    onSave(parsed);
  };

  return (
    <Card title="Cancellation policy" titleLevel={2}>
      <form noValidate onSubmit={submit} aria-label="Cancellation policy">
        <TextField label="Free cancellation until (hours before the start)" inputMode="numeric" value={draft.freeHours} onChange={(e) => set({ freeHours: e.target.value })} />
        <RadioGroup
          label="Late cancellation fee"
          name="late-fee-kind"
          inline
          options={[
            { value: 'percent', label: 'Percentage of the price' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          value={draft.kind}
          onChange={(v) => set({ kind: v as Draft['kind'] })}
        />
        {draft.kind === 'percent' ? (
          <TextField label="Late fee (%)" inputMode="numeric" value={draft.percent} onChange={(e) => set({ percent: e.target.value })} />
        ) : (
          <TextField label="Late fee (₦)" inputMode="numeric" value={draft.naira} onChange={(e) => set({ naira: e.target.value })} />
        )}
        <TextField label="Moving allowed until (hours before the start)" inputMode="numeric" value={draft.rescheduleHours} onChange={(e) => set({ rescheduleHours: e.target.value })} />
        <TextField label="Moves allowed per booking" inputMode="numeric" value={draft.limit} onChange={(e) => set({ limit: e.target.value })} />
        <div data-testid="policy-preview" style={{ margin: '12px 0' }}>
          <Text weight="bold">What customers read</Text>
          {typeof parsed === 'string' ? null : policySentences(parsed).map((s) => <Text key={s} tone="secondary">{s}</Text>)}
        </div>
        <FormError>{error}</FormError>
        <Button type="submit" loading={saving} loadingText="Saving…" data-testid="save-policy">
          Save policy
        </Button>
      </form>
    </Card>
  );
}
