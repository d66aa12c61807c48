// PLACEHOLDER, TO BE REMOVED: stands in for @spotless/shared-data's index while shared-data/src/index.ts has not
// landed. tooling/webpack and shell/jest.config.cjs alias the package here ONLY when that file is missing, so this
// file stops being used the moment shared-data ships its entry. It re-exports shared-data's real client and constants
// and adds a signed-out-only auth store with the agreed names (useAuth, initAuth, DataProvider).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { create } from 'zustand';

export * from '../../../shared-data/src/client';
export * from '../../../shared-data/src/constants';

interface PlaceholderAuth {
  status: 'loading' | 'signed-out' | 'signed-in';
  user: { id: string; email?: string | null } | null;
  profile: { full_name?: string | null } | null;
  roles: string[];
  activeRole: string | null;
  setActiveRole: (role: string) => void;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export const useAuth = create<PlaceholderAuth>((set) => ({
  status: 'signed-out',
  user: null,
  profile: null,
  roles: [],
  activeRole: null,
  setActiveRole: (role) => set({ activeRole: role }),
  signIn: async () => {
    throw new Error('Sign-in is not available yet (shared-data auth has not landed).');
  },
  signOut: async () => set({ status: 'signed-out', user: null, profile: null, roles: [], activeRole: null }),
}));

export async function initAuth(): Promise<void> {
  useAuth.setState({ status: 'signed-out' });
}

const queryClient = new QueryClient();

export function DataProvider({ children }: { children?: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
