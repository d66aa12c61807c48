// Standby jobs (issue 27, item 5): jobs another cleaner dropped, offered to this cleaner because they work in the
// booking's area and are free at its time. The first cleaner to accept gets the job; a later tap is told it is taken.
// Cards, not a table: they are read and answered on a phone. No customer contact here: it comes with the job.
import { useState } from 'react';
import { errorMessage, formatDate, formatDateTime, formatPlace } from '@spotless/shared-data';
import { STANDBY_TEXTS, useAcceptStandbyOffer, type StandbyOffer } from '@spotless/shared-data/standby';
import { Button, Card, EmptyState, ErrorState, Loading, NairaAmount, Text, toast } from '@spotless/shared-ui';
import { AcceptPriceForm } from './AcceptPriceForm';
import { buildingLabel } from './labels';

function when(offer: StandbyOffer): string {
  if (offer.startsAt) return formatDateTime(offer.startsAt);
  return offer.scheduledDate ? formatDate(offer.scheduledDate) : 'Date to agree with the customer';
}

function OfferCard({ offer, canAccept }: { offer: StandbyOffer; canAccept: boolean }) {
  const accept = useAcceptStandbyOffer();
  const [askPrice, setAskPrice] = useState(false);
  const title = offer.services.join(', ');

  const take = async (priceKobo?: number) => {
    try {
      await accept.mutateAsync({ offerId: offer.offerId, priceKobo: priceKobo ?? null });
      toast.success(STANDBY_TEXTS.accepted);
    } catch (e) {
      toast.error(errorMessage(e, STANDBY_TEXTS.acceptFailed));
    } finally {
      setAskPrice(false);
    }
  };

  return (
    <Card as="li" title={title} titleLevel={3} aria-label={`Standby job: ${title}`}>
      <Text><strong>Where:</strong> {formatPlace(offer.location, offer.lga, offer.state)}</Text>
      <Text><strong>When:</strong> {when(offer)}</Text>
      {offer.numRooms ? <Text><strong>Rooms:</strong> {offer.numRooms} · {buildingLabel(offer.buildingType)}</Text> : null}
      <Text>
        <strong>Price:</strong>{' '}
        {offer.priceKobo ? <NairaAmount kobo={offer.priceKobo} /> : offer.budgetKobo ? <>Budget <NairaAmount kobo={offer.budgetKobo} /></> : 'Your price'}
      </Text>
      <Text size="sm" tone="secondary">Open until {formatDateTime(offer.deadlineAt)}. The first cleaner to accept gets it.</Text>
      {askPrice ? (
        <AcceptPriceForm
          booking={{ price_kobo: offer.priceKobo, budget_kobo: offer.budgetKobo }}
          commissionBps={undefined}
          busy={accept.isPending}
          onAccept={(priceKobo) => void take(priceKobo)}
          onCancel={() => setAskPrice(false)}
        />
      ) : (
        <div style={{ marginTop: 8 }}>
          <Button
            disabled={!canAccept || accept.isPending}
            onClick={() => (offer.priceKobo ? void take() : setAskPrice(true))}
            aria-label={`Accept standby job: ${title} on ${when(offer)}`}
          >
            Accept
          </Button>
        </div>
      )}
    </Card>
  );
}

export interface StandbyOffersProps {
  offers: readonly StandbyOffer[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  canAccept: boolean;
  /** Say so when there are none (the bookings page) or show nothing (the dashboard). */
  showEmpty?: boolean;
}

export function StandbyOffers({ offers, loading, error, onRetry, canAccept, showEmpty = true }: StandbyOffersProps) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  if (loading) return <Loading message="Loading standby jobs..." />;
  if (offers.length === 0) return showEmpty ? <EmptyState message={STANDBY_TEXTS.noOffers} /> : null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {offers.map((o) => (
        <OfferCard key={o.offerId} offer={o} canAccept={canAccept} />
      ))}
    </ul>
  );
}
