// /book (the spec's /landingpage-form): Guest Booking and Request a Quote, each opening its form in a modal.
// /book?cleaner=<id> (Book Now on a cleaner's card or profile) opens the booking form for that cleaner directly.
import { useState } from 'react';
import { Link, useSearchParams } from '@spotless/shared-ui/router';
import { Button, Card, Container, Heading, Modal, Text } from '@spotless/shared-ui';
import { useCleanerProfile } from '@spotless/shared-data';
import { useSlotDays } from '@spotless/shared-data/booking-changes';
import { QuoteRequestForm } from '../../components/QuoteRequestForm';
import { Actions, CardGrid, Stack } from '../../components/layout';
import { GuestBookingForm } from './GuestBookingForm';

type Open = 'booking' | 'quote' | null;

export default function BookPage() {
  const [params, setParams] = useSearchParams();
  const cleanerId = params.get('cleaner') ?? undefined;
  const cleaner = useCleanerProfile(cleanerId);
  const cleanerName = cleaner.data?.cleaner.display_name;
  const [open, setOpen] = useState<Open>(cleanerId ? 'booking' : null);
  const [done, setDone] = useState<Open>(null);
  // The booking form's slots: the chosen cleaner's free ones, or any slot when the operator will match a cleaner.
  const bookFor = cleaner.data && cleanerId ? cleanerId : null;
  const slotDays = useSlotDays(bookFor, open === 'booking' && (!cleanerId || !cleaner.isPending));

  const close = () => {
    setOpen(null);
    if (cleanerId) setParams({}, { replace: true });
  };
  const finished = (what: Open) => () => {
    setOpen(null);
    setDone(what);
  };
  const cancel = (
    <Button variant="secondary" onClick={close}>
      Cancel
    </Button>
  );

  return (
    <Container>
      <Stack>
        <Heading level={1}>Book a Cleaning</Heading>
        <Text>No account needed: book a cleaner now, or ask verified cleaners for quotes and pick the best offer.</Text>
        {done ? (
          <Text tone="success" role="status">
            {done === 'booking' ? 'Your booking was received.' : 'Your quote request was received.'}{' '}
            <Link to="/my-requests">See it in My requests</Link>.
          </Text>
        ) : null}
        <CardGrid>
          <li>
            <Card title="Guest Booking" titleLevel={2} actions={<Button onClick={() => setOpen('booking')}>Guest Booking</Button>}>
              <Text>Choose your services, tell us about the building, and we match you with a verified cleaner.</Text>
            </Card>
          </li>
          <li>
            <Card title="Request a Quote" titleLevel={2} actions={<Button onClick={() => setOpen('quote')}>Request a Quote</Button>}>
              <Text>Describe the job and receive offers in naira from verified cleaners near you.</Text>
            </Card>
          </li>
        </CardGrid>
        <Actions>
          <Link to="/find-a-cleaner">Find a Cleaner</Link>
          <Link to="/cleaning-prices">Check cleaning prices</Link>
        </Actions>
      </Stack>
      <Modal open={open === 'booking'} onClose={close} title={cleanerName ? `Book ${cleanerName}` : 'Guest Booking'} width={640}>
        <GuestBookingForm
          cleanerId={bookFor}
          onSubmitted={finished('booking')}
          secondaryAction={cancel}
          slotDays={slotDays.days}
          slotsLoading={slotDays.loading}
        />
      </Modal>
      <Modal open={open === 'quote'} onClose={close} title="Request a Quote" width={640}>
        <QuoteRequestForm onSubmitted={finished('quote')} secondaryAction={cancel} />
      </Modal>
    </Container>
  );
}
