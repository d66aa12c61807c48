// The bulk auto-update of a price list: rooms × base price per room − base discount % (each row's own discount
// applies on top), for the selected building types only (none = all). Two locks live in the database: "Lock all
// prices" makes the update refuse to run, "Lock base discount" keeps the stored base discount (its input is disabled).
import { useEffect, useState } from 'react';
import { BUILDING_TYPES, MESSAGES, toKobo, useAutoUpdatePrices, usePriceUpdateSettings, useSetPriceLocks, type PriceScope } from '@spotless/shared-data';
import { Button, Card, CheckboxGroup, TextField, toast } from '@spotless/shared-ui';
import { QueryFrame, toastError } from '../../lib/feedback';

const doneText = (scope: PriceScope) => (scope === 'subscription_plans' ? MESSAGES.admin.autoUpdated : MESSAGES.admin.priceDone('updated'));

export function AutoUpdatePanel({ scope }: { scope: PriceScope }) {
  const settings = usePriceUpdateSettings(scope);
  const locks = useSetPriceLocks(scope);
  const update = useAutoUpdatePrices(scope);
  const [perRoom, setPerRoom] = useState('');
  const [discount, setDiscount] = useState('0');
  const [types, setTypes] = useState<string[]>([]);
  useEffect(() => {
    if (!settings.data) return;
    setPerRoom((v) => v || (settings.data.base_price_per_room_kobo ? String(settings.data.base_price_per_room_kobo / 100) : ''));
    setDiscount(String(settings.data.base_discount_percentage));
  }, [settings.data]);
  // The checkboxes follow the click at once and go back if the database refuses.
  const [lockState, setLockState] = useState({ locked: false, base_discount_locked: false });
  useEffect(() => {
    if (settings.data) setLockState({ locked: settings.data.locked, base_discount_locked: settings.data.base_discount_locked });
  }, [settings.data]);
  const locked = lockState.locked;
  const discountLocked = lockState.base_discount_locked;
  const setLock = (patch: { locked?: boolean; base_discount_locked?: boolean }) => {
    const before = lockState;
    setLockState((s) => ({ ...s, ...patch }));
    locks.mutateAsync(patch).catch((e: unknown) => {
      setLockState(before);
      toastError(e, MESSAGES.admin.autoUpdateFailed);
    });
  };
  return (
    <Card title="Auto-update prices" titleLevel={2}>
      <QueryFrame isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()}>
        <form
          style={{ display: 'grid', gap: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            const kobo = toKobo(perRoom);
            if (!kobo) {
              toast.error('Please enter a base price per room.');
              return;
            }
            update.mutate(
              { basePricePerRoomKobo: kobo, baseDiscountPercentage: Number(discount) || 0, buildingTypes: types },
              { onSuccess: () => toast.success(doneText(scope)), onError: (e) => toastError(e, MESSAGES.admin.autoUpdateFailed) },
            );
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
          <TextField label="Base price per room (₦)" inputMode="decimal" required value={perRoom} onChange={(e) => setPerRoom(e.target.value)} />
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
            name={`${scope}-types`}
            inline
            options={BUILDING_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            value={types}
            onChange={setTypes}
          />
          <Button type="submit" disabled={update.isPending || locked}>
            {locked ? 'Prices are locked' : 'Auto Update'}
          </Button>
        </form>
      </QueryFrame>
    </Card>
  );
}
