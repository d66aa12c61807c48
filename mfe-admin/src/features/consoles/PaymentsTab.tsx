// Payments console tab: the console (../payments-console) is a chunk of its own, fetched when this tab opens, so the
// other consoles do not carry it.
import { lazy, Suspense } from 'react';
import { Loading } from '@spotless/shared-ui';

let consoleChunk: Promise<typeof import('../payments-console/PaymentsConsole')> | undefined;
/** The console's chunk, fetched once (ConsolePage's preloadConsoleTab asks for it before the tab renders). */
export const loadPaymentsConsole = () =>
  (consoleChunk ??= import('../payments-console/PaymentsConsole').catch((error: unknown) => {
    consoleChunk = undefined;
    throw error;
  }));
const PaymentsConsole = lazy(loadPaymentsConsole);

export function PaymentsTab() {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentsConsole />
    </Suspense>
  );
}
