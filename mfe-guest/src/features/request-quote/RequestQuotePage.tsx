// Request a Quote (/request-quote): the guest quote form (journey 1). With ?cleaner=<id> the request goes to that
// verified cleaner only (journey 4). After sending, the visitor is pointed at My requests, where bids arrive live.
import { useState } from 'react';
import { Link, useSearchParams } from '@spotless/shared-ui/router';
import { Card, Container, Heading, LinkButton, Loading, Text } from '@spotless/shared-ui';
import { useCleanerProfile } from '@spotless/shared-data';
import { QuoteRequestForm } from '../../components/QuoteRequestForm';
import { Stack } from '../../components/layout';

export default function RequestQuotePage() {
  const [params] = useSearchParams();
  const cleanerId = params.get('cleaner') ?? undefined;
  const cleaner = useCleanerProfile(cleanerId);
  const [sentId, setSentId] = useState<string | null>(null);
  const cleanerName = cleaner.data?.cleaner.display_name;

  return (
    <Container $width="narrow">
      <Stack>
        <Heading level={1}>{cleanerName ? `Request a Quote from ${cleanerName}` : 'Request a Quote'}</Heading>
        {cleanerId && cleaner.isLoading ? <Loading /> : null}
        {cleanerId && cleaner.isSuccess && !cleaner.data ? (
          <Text tone="error">This cleaner is not available. Your request will go to all verified cleaners instead.</Text>
        ) : null}
        {sentId ? (
          <Card title="Request sent" titleLevel={2}>
            <Stack $gap={12}>
              <Text>Cleaners will send their offers in naira. Follow them on your requests page.</Text>
              <LinkButton as={Link} to="/my-requests">
                View my requests
              </LinkButton>
            </Stack>
          </Card>
        ) : (
          <>
            <Text>
              Tell us what needs cleaning and where.{' '}
              {cleanerName
                ? `${cleanerName} will reply with an offer in naira.`
                : 'Verified cleaners near you will send their offers in naira, and you choose the one that suits you.'}{' '}
              No account needed.
            </Text>
            <QuoteRequestForm targetCleanerId={cleaner.data ? cleanerId : null} onSubmitted={setSentId} />
          </>
        )}
      </Stack>
    </Container>
  );
}
