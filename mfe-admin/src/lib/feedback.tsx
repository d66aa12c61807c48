// Small building blocks every admin page uses: the error toast of a failed action, and a list's loading/error frame.
import type { ReactNode } from 'react';
import { errorMessage, MESSAGES } from '@spotless/shared-data';
import { ErrorState, Loading, toast } from '@spotless/shared-ui';

/** The user-facing text of a failure (DataError messages are already the spec's texts). */
export function errorText(error: unknown, fallback: string = MESSAGES.auth.unexpectedTryAgain): string {
  return errorMessage(error, fallback);
}

export function toastError(error: unknown, fallback?: string): void {
  toast.error(errorText(error, fallback));
}

/** Loading and error states of a query; children render once data is there (their own empty text). */
export function QueryFrame({
  isLoading,
  error,
  onRetry,
  children,
  label,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
  label?: string;
}) {
  if (isLoading) return <Loading message={label} />;
  if (error) return <ErrorState message={errorText(error)} onRetry={onRetry} />;
  return <>{children}</>;
}

/** How a data-free list receives its query's state from its container. */
export interface ListState {
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
}
