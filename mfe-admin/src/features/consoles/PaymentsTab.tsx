// Payments console tab: the console (../payments-console) is a chunk of its own, fetched when this tab opens, so the
// other consoles do not carry it.
import { lazy, Suspense } from 'react';
import { Loading } from '@spotless/shared-ui';

const PaymentsConsole = lazy(() => import('../payments-console/PaymentsConsole'));

export function PaymentsTab() {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentsConsole />
    </Suspense>
  );
}
