// The bulk auto-update form (data-free): rooms × base price per room − base discount % (each row's own discount applies
// on top), for the selected building types only (none = all). "Lock all prices" stops every run; "Lock base
// discount" keeps the stored discount, so its input is disabled. The lock boxes follow the click at once and go back
// when onLock rejects (the database refused). A run replaces many prices at once, so it asks first, saying how many
// rows change and to what.
import { useEffect, useRef, useState } from 'react';
import { BUILDING_TYPES } from '@spotless/shared-data';
import type { AutoUpdateInput, PriceUpdateSettings } from '@spotless/shared-data/console';
import { Button, CheckboxGroup, formatNaira, Text, TextField, toast } from '@spotless/shared-ui';
import { confirmAction } from '@spotless/shared-ui/antd';
import { autoUpdateRequest, previewAutoUpdate, type UpdatableRow } from './auto-update';

type Locks = { locked?: boolean; base_discount_locked?: boolean };

export function AutoUpdateForm({
  name,
  settings,
  rows,
  busy,
  onLock,
  onSubmit,
  perRoomHint,
}: {
  /** Distinguishes the building-type checkboxes of the two price lists. */
  name: string;
  settings: PriceUpdateSettings;
  /** The list's current rows, for the preview; none = no preview. */
  rows?: readonly UpdatableRow[];
  busy?: boolean;
  onLock: (patch: Locks) => Promise<unknown>;
  onSubmit: (input: AutoUpdateInput) => void;
  /** Says how the per-room price is applied (subscription plans: per visit). */
  perRoomHint?: string;
}) {
  const [perRoom, setPerRoom] = useState('');
  const [discount, setDiscount] = useState('0');
  const [types, setTypes] = useState<string[]>([]);
  const [lockState, setLockState] = useState({ locked: settings.locked, base_discount_locked: settings.base_discount_locked });
  /** The stored discount last copied into the field: only a change of it replaces what the admin typed. */
  const syncedDiscount = useRef<number | null>(null);
  useEffect(() => {
    // A refetch after a run brings the stored inputs back; the admin's own per-room figure wins over the stored one.
    setPerRoom((v) => v || (settings.base_price_per_room_kobo ? String(settings.base_price_per_room_kobo / 100) : ''));
    // Settings also change when a lock is toggled; a discount being typed must survive that.
    if (syncedDiscount.current !== settings.base_discount_percentage) {
      syncedDiscount.current = settings.base_discount_percentage;
      setDiscount(String(settings.base_discount_percentage));
    }
    setLockState({ locked: settings.locked, base_discount_locked: settings.base_discount_locked });
  }, [settings]);
  const { locked, base_discount_locked: discountLocked } = lockState;
  const setLock = (patch: Locks) => {
    const before = lockState;
    setLockState((s) => ({ ...s, ...patch }));
    onLock(patch).catch(() => setLockState(before));
  };
  const request = autoUpdateRequest({ perRoom, discount: discountLocked ? String(settings.base_discount_percentage) : discount, types });
  const preview = rows && 'input' in request ? previewAutoUpdate(rows, request.input) : null;
  return (
    <form
      style={{ display: 'grid', gap: 12 }}
      onSubmit={async (event) => {
        event.preventDefault();
        // The run and its preview are the ones on screen (a locked discount is the stored one).
        if ('error' in request) {
          toast.error(request.error);
          return;
        }
        const confirmed = await confirmAction({
          title: preview ? `Update ${preview.count === 1 ? '1 price' : `${preview.count} prices`}?` : 'Update these prices?',
          content: preview
            ? `Final prices will run from ${formatNaira(preview.minFinalKobo)} to ${formatNaira(preview.maxFinalKobo)}. The current prices are replaced.`
            : 'The current prices of the selected building types are replaced.',
          okText: 'Update prices',
        });
        if (confirmed) onSubmit(request.input);
      }}
    >
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={locked} onChange={(e) => setLock({ locked: e.target.checked })} />
          Lock all prices
        </label>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <input type="checkbox" checked={discountLocked} onChange={(e) => setLock({ base_discount_locked: e.target.checked })} />
          Lock base discount
        </label>
      </div>
      <TextField
        label="Base price per room (₦)"
        inputMode="decimal"
        required
        value={perRoom}
        hint={perRoomHint}
        onChange={(e) => setPerRoom(e.target.value)}
      />
      <TextField
        label="Base discount (%)"
        type="number"
        min={0}
        max={100}
        step="0.01"
        value={discount}
        disabled={discountLocked}
        hint={discountLocked ? 'The base discount is locked.' : undefined}
        onChange={(e) => setDiscount(e.target.value)}
      />
      <CheckboxGroup
        label="Building types (none selected = all)"
        name={name}
        inline
        options={BUILDING_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        value={types}
        onChange={setTypes}
      />
      {preview ? (
        <Text data-testid="auto-update-preview">
          {preview.count === 1 ? '1 row' : `${preview.count} rows`} will change; final prices from {formatNaira(preview.minFinalKobo)} to{' '}
          {formatNaira(preview.maxFinalKobo)}.
        </Text>
      ) : null}
      <Button type="submit" disabled={busy || locked}>
        {locked ? 'Prices are locked' : 'Auto Update'}
      </Button>
    </form>
  );
}
