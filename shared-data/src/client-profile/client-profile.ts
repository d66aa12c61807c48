import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { DataError } from '../errors/data-error';
import { unwrap } from '../errors/unwrap';
import { normaliseNigerianPhone } from '../format/phone';
import { queryKeys } from '../query/query-keys';

type ProfileRow = Database['public']['Tables']['profiles']['Row'];
type ClientRow = Database['public']['Tables']['client_profiles']['Row'];

/** The signed-in client's profile: identity fields (`profiles`) and residence (`client_profiles`). */
export type ClientProfile = Pick<ProfileRow, 'id' | 'full_name' | 'email' | 'phone' | 'avatar_url'> &
  Pick<ClientRow, 'address' | 'state_of_residence' | 'lga_of_residence'>;

/** Editable profile fields (Update Profile). Phone in any Nigerian form; stored as +234XXXXXXXXXX. */
export interface ClientProfileInput {
  fullName: string;
  phone: string;
  address?: string;
}

/** The residence pop-up's fields: a state name (36 + FCT) and an LGA of it. */
export interface ResidenceInput {
  state: string;
  lga: string;
}

/** True when the residence pop-up must ask (spec: state or LGA of residence missing). */
export function needsResidence(profile: Pick<ClientProfile, 'state_of_residence' | 'lga_of_residence'> | null | undefined): boolean {
  if (!profile) return false;
  return !profile.state_of_residence?.trim() || !profile.lga_of_residence?.trim();
}

/**
 * Loads the client's profile (RLS: own rows only).
 * @throws DataError "Error fetching client data."
 */
export async function fetchClientProfile(userId: string): Promise<ClientProfile> {
  const supabase = await getSupabase();
  const [profileResult, clientResult] = await Promise.all([
    supabase.from('profiles').select('id, full_name, email, phone, avatar_url').eq('id', userId).maybeSingle(),
    supabase.from('client_profiles').select('address, state_of_residence, lga_of_residence').eq('user_id', userId).maybeSingle(),
  ]);
  const profile = unwrap(profileResult, MESSAGES.profile.clientDataFetchFailed);
  const client = unwrap(clientResult, MESSAGES.profile.clientDataFetchFailed);
  if (!profile) throw new DataError(MESSAGES.profile.fetchDetailsFailed);
  return {
    ...profile,
    address: client?.address ?? null,
    state_of_residence: client?.state_of_residence ?? null,
    lga_of_residence: client?.lga_of_residence ?? null,
  };
}

/**
 * Update Profile: name and phone (`profiles`), address (`client_profiles`).
 * @throws DataError "Profile name is required", "Please enter a valid Nigerian phone number." or "Error updating profile"
 */
export async function updateClientProfile(userId: string, input: ClientProfileInput): Promise<void> {
  const fullName = input.fullName.trim();
  if (!fullName) throw new DataError(MESSAGES.auth.fieldRequired('Full Name'));
  const phone = normaliseNigerianPhone(input.phone);
  if (!phone) throw new DataError(MESSAGES.auth.invalidPhone);
  const supabase = await getSupabase();
  const profileResult = await supabase.from('profiles').update({ full_name: fullName, phone }).eq('id', userId).select('id');
  const rows = unwrap(profileResult, MESSAGES.profile.updateFailed);
  if (!rows?.length) throw new DataError(MESSAGES.profile.updateFailed);
  if (input.address !== undefined) {
    const address = input.address.trim() || null;
    unwrap(await supabase.from('client_profiles').update({ address }).eq('user_id', userId), MESSAGES.profile.updateFailed);
  }
  // The greeting and the top bar read the auth store's copy of the profile.
  useAuth.setState((state) => (state.profile && state.profile.id === userId ? { profile: { ...state.profile, full_name: fullName, phone } } : {}));
}

/**
 * Saves the residence pop-up (both fields required).
 * @throws DataError "Please fill in all fields." or "Failed to update residence information."
 */
export async function updateResidence(userId: string, input: ResidenceInput): Promise<void> {
  const state = input.state.trim();
  const lga = input.lga.trim();
  if (!state || !lga) throw new DataError(MESSAGES.residence.fillAllFields);
  const supabase = await getSupabase();
  const result = await supabase
    .from('client_profiles')
    .update({ state_of_residence: state, lga_of_residence: lga })
    .eq('user_id', userId)
    .select('user_id');
  const rows = unwrap(result, MESSAGES.residence.updateFailed);
  if (!rows?.length) throw new DataError(MESSAGES.residence.updateFailed);
}

function useClientId(): string | undefined {
  return useAuth((state) => (state.isAnonymous ? undefined : state.user?.id));
}

/** The signed-in client's profile (disabled until signed in). */
export function useClientProfile() {
  const userId = useClientId();
  return useQuery({
    queryKey: queryKeys.clientProfiles.detail(userId ?? ''),
    queryFn: () => fetchClientProfile(userId as string),
    enabled: Boolean(userId),
  });
}

/** Mutation of {@link updateClientProfile} for the signed-in client. */
export function useUpdateClientProfile() {
  const userId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientProfileInput) => {
      if (!userId) throw new DataError(MESSAGES.profile.userEmailNotFound);
      return updateClientProfile(userId, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientProfiles.all }),
  });
}

/** Mutation of {@link updateResidence} for the signed-in client. */
export function useUpdateResidence() {
  const userId = useClientId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResidenceInput) => {
      if (!userId) throw new DataError(MESSAGES.profile.userEmailNotFound);
      return updateResidence(userId, input);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientProfiles.all }),
  });
}
