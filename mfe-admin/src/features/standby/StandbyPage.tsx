// /admin/standby: bookings in standby replacement, live, with the admins' override (see StandbyView).
import { useState } from 'react';
import { useWorkingCleanerChoices } from '@spotless/shared-data/console';
import { useAdminStandbys, useOverrideStandby } from '@spotless/shared-data/standby';
import { Container, Heading, Text, useDebouncedValue } from '@spotless/shared-ui';
import { StandbyView } from './StandbyView';

export default function StandbyPage({ basePath = '/admin' }: { basePath?: string }) {
  const standbys = useAdminStandbys();
  const [cleanerText, setCleanerText] = useState('');
  const cleaners = useWorkingCleanerChoices(useDebouncedValue(cleanerText, 300));
  const override = useOverrideStandby();
  return (
    <Container>
      <Heading level={1}>Standby</Heading>
      <Text tone="secondary">
        Jobs whose cleaner cancelled, rejected late or did not start. They are offered to verified cleaners nearby; the
        first to accept gets the job. Assign a cleaner yourself when nobody does.
      </Text>
      <StandbyView
        rows={standbys.data ?? []}
        loading={standbys.isPending}
        error={standbys.error}
        onRetry={() => void standbys.refetch()}
        cleaners={cleaners.data}
        onSearchCleaners={setCleanerText}
        onAssign={(input) => override.mutateAsync(input)}
        assigning={override.isPending}
        bookingHref={(id) => `${basePath}/bookings/${id}`}
      />
    </Container>
  );
}
