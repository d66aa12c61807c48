// The price step of Accept: the agreed price is what the customer will pay. A booking from an awarded bid already has
// one (shown, not editable); a direct booking is accepted at the cleaner's price, prefilled with the customer's
// budget. The fee and what the cleaner receives are a preview with the database's rounding (commission_of); the
// database computes the real figures when the customer pays.
import { useState, type FormEvent } from 'react';
import { nairaToKobo, type CleanerBooking } from '@spotless/shared-data/cleaner';
import { bpsToPercent, payoutSplit } from '@spotless/shared-data/money';
import { Button, NairaAmount, Text, TextField } from '@spotless/shared-ui';

/** Ours: asked when the typed price is not an amount. */
export const PRICE_REQUIRED = 'Enter your price for this job to accept it.';

/** Kobo as the naira an input shows: 3000000 → "30000", 2500050 → "25000.50". */
export function koboToNairaInput(kobo: number | null): string {
  if (!kobo || kobo <= 0) return '';
  const rest = kobo % 100;
  return rest ? `${Math.floor(kobo / 100)}.${String(rest).padStart(2, '0')}` : String(kobo / 100);
}

export interface AcceptPriceFormProps {
  booking: Pick<CleanerBooking, 'price_kobo' | 'budget_kobo'>;
  /** The platform's commission; undefined while unknown (the preview then shows the price only). */
  commissionBps: number | undefined;
  busy?: boolean;
  /** priceKobo is undefined when the booking's own price stands. */
  onAccept: (priceKobo: number | undefined) => void;
  onCancel: () => void;
}

export function AcceptPriceForm({ booking, commissionBps, busy = false, onAccept, onCancel }: AcceptPriceFormProps) {
  const fixed = booking.price_kobo !== null && booking.price_kobo > 0 ? booking.price_kobo : null;
  const [text, setText] = useState(() => koboToNairaInput(booking.budget_kobo));
  const [error, setError] = useState<string | undefined>();
  const priceKobo = fixed ?? nairaToKobo(text);
  const split = priceKobo !== null && commissionBps !== undefined ? payoutSplit(priceKobo, commissionBps) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fixed) return onAccept(undefined);
    if (priceKobo === null) {
      setError(PRICE_REQUIRED);
      return;
    }
    onAccept(priceKobo);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Price for this job" data-testid="accept-price-form">
      {fixed ? (
        <Text>
          <strong>Agreed price:</strong> <NairaAmount kobo={fixed} />
        </Text>
      ) : (
        <TextField
          label="Your price (₦)"
          name="price"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={booking.budget_kobo ? 'The customer’s budget. Change it if you charge a different price.' : 'The customer gave no budget. Enter what you charge.'}
          data-testid="accept-price-input"
        />
      )}
      {split && commissionBps !== undefined ? (
        <div data-testid="accept-price-preview">
          <Text>
            Platform fee ({bpsToPercent(commissionBps)}%): <span data-testid="accept-fee"><NairaAmount kobo={split.feeKobo} /></span>
          </Text>
          <Text weight="bold">
            You receive: <span data-testid="accept-net"><NairaAmount kobo={split.netKobo} /></span>
          </Text>
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Back
        </Button>
        <Button type="submit" loading={busy} loadingText="Accepting…" data-testid="accept-price-submit">
          Accept booking
        </Button>
      </div>
    </form>
  );
}
