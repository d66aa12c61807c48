// Bid modal: the request's details and an amount in naira; Submit Bid calls RPC submit_bid. A request sent to this
// cleaner only is answered instead: Accept at that price (RPC accept_quote_request) or Decline (decline_quote_request).
import { useState, type FormEvent } from 'react';
import { errorMessage, MESSAGES } from '@spotless/shared-data';
import {
  nairaToKobo,
  useAcceptQuoteRequest,
  useDeclineQuoteRequest,
  useSubmitBid,
  type CleanerQuoteRequest,
} from '@spotless/shared-data/cleaner';
import { Button, Modal, Text, TextField, toast } from '@spotless/shared-ui';
import { buildingLabel, requestPlace } from './labels';

export function BidModal({ request, onClose }: { request: CleanerQuoteRequest | null; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitBid();
  const accept = useAcceptQuoteRequest();
  const decline = useDeclineQuoteRequest();
  const forMe = Boolean(request?.target_cleaner_id);

  const close = () => {
    setAmount('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const kobo = nairaToKobo(amount);
    if (!kobo) {
      setError(MESSAGES.bids.amountRequired);
      toast.error(MESSAGES.bids.amountRequired);
      return;
    }
    setError(null);
    try {
      if (forMe) {
        await accept.mutateAsync({ quoteRequestId: request.id, priceKobo: kobo });
        toast.success(MESSAGES.bookings.requestAccepted);
      } else {
        await submit.mutateAsync({ quoteRequestId: request.id, amountKobo: kobo });
        toast.success(MESSAGES.bids.submitted);
      }
      close();
    } catch (e) {
      toast.error(errorMessage(e, forMe ? MESSAGES.bookings.requestAcceptFailed : MESSAGES.bids.submitError));
    }
  };

  const onDecline = async () => {
    if (!request) return;
    try {
      await decline.mutateAsync(request.id);
      toast.success(MESSAGES.bookings.requestDeclined);
      close();
    } catch (e) {
      toast.error(errorMessage(e, MESSAGES.bookings.requestRejectFailed));
    }
  };

  return (
    <Modal open={request !== null} onClose={close} title={forMe ? 'Request sent to you' : 'Submit Bid'}>
      {request ? (
        <form onSubmit={onSubmit} noValidate>
          {forMe ? <Text>This customer chose you. Accept at your price, or decline so they can ask someone else.</Text> : null}
          <dl style={{ margin: '0 0 12px' }}>
            <Text>
              <strong>Service:</strong> {request.service_type}
            </Text>
            <Text>
              <strong>Location:</strong> {requestPlace(request)}
            </Text>
            <Text>
              <strong>Description:</strong> {request.description}
            </Text>
            <Text>
              <strong>Budget:</strong> {request.budget ?? '—'}
            </Text>
            {request.num_rooms ? (
              <Text>
                <strong>Rooms:</strong> {request.num_rooms} · {buildingLabel(request.building_type)} · {buildingLabel(request.building_condition)}
              </Text>
            ) : null}
          </dl>
          <TextField
            label={forMe ? 'Your price (₦)' : 'Your bid amount (₦)'}
            name="amount"
            type="number"
            inputMode="decimal"
            min={1}
            step="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error ?? undefined}
          />
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            {forMe ? (
              <>
                <Button type="button" variant="danger" onClick={() => void onDecline()} loading={decline.isPending} loadingText="Declining…">
                  Decline
                </Button>
                <Button type="submit" loading={accept.isPending} loadingText="Accepting…">
                  Accept
                </Button>
              </>
            ) : (
              <Button type="submit" loading={submit.isPending} loadingText="Submitting…">
                Submit Bid
              </Button>
            )}
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
