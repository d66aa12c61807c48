import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onSignedOut } from '../auth/sign-out-callbacks';
import { createQueryClient } from './query-client';

/** Props of {@link DataProvider}. */
export interface DataProviderProps {
  children: ReactNode;
  /** A client to use instead of a new one (tests, or a host that owns it). */
  client?: QueryClient;
}

/**
 * Provides the TanStack Query cache to everything below it. The shell renders it once around all areas: as
 * @tanstack/react-query is a federation singleton, remotes share this cache. The cache is cleared when the user
 * signs out or another user signs in, so nobody sees the previous user's data.
 */
export function DataProvider({ children, client }: DataProviderProps) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => onSignedOut(() => queryClient.clear()), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
