import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, getSupabase, MESSAGES, normaliseNigerianPhone, queryKeys, unwrap, useAuth } from '@spotless/shared-data';
import type { Database } from '../database.types';

type CleanerRow = Database['public']['Tables']['cleaner_profiles']['Row'];
type ReviewRow = Database['public']['Tables']['reviews']['Row'];

/** The signed-in cleaner's own profile: personal fields (profiles) and the public card (cleaner_profiles). */
export interface MyCleanerProfile {
  userId: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  bio: string | null;
  specializations: string[];
  serviceLocations: string[];
  state: string | null;
  lga: string | null;
  yearsOfExperience: CleanerRow['years_of_experience'];
  availability: CleanerRow['availability'];
  status: CleanerRow['status'];
  verificationStatus: CleanerRow['verification_status'];
  ratingAvg: number;
  ratingCount: number;
}

/** A review as the cleaner's public dashboard shows it. */
export type CleanerReview = Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'reviewer_name' | 'created_at'>;

/** Query key of the signed-in cleaner's own profile. */
export function myCleanerProfileKey(userId: string | undefined) {
  return queryKeys.cleaners.detail(`me:${userId ?? ''}`);
}

async function currentUserId(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new DataError(MESSAGES.auth.noLoggedInUser);
  return id;
}

/**
 * Loads the caller's own cleaner profile (RLS: a cleaner always reads their own rows, verified or not).
 * @throws DataError "Failed to load profile data." (also when the caller has no cleaner profile)
 */
export async function fetchMyCleanerProfile(userId: string): Promise<MyCleanerProfile> {
  const supabase = await getSupabase();
  const [profileResult, cleanerResult] = await Promise.all([
    supabase.from('profiles').select('id, full_name, email, phone, avatar_url').eq('id', userId).maybeSingle(),
    supabase
      .from('cleaner_profiles')
      .select('user_id, bio, specializations, service_locations, state, lga, years_of_experience, availability, status, verification_status, rating_avg, rating_count')
      .eq('user_id', userId)
      .maybeSingle(),
  ]);
  const profile = unwrap(profileResult, MESSAGES.profile.loadFailed);
  const cleaner = unwrap(cleanerResult, MESSAGES.profile.loadFailed);
  if (!profile || !cleaner) throw new DataError(MESSAGES.profile.loadFailed);
  return {
    userId,
    fullName: profile.full_name,
    email: profile.email,
    phone: profile.phone,
    avatarUrl: profile.avatar_url,
    bio: cleaner.bio,
    specializations: cleaner.specializations ?? [],
    serviceLocations: cleaner.service_locations ?? [],
    state: cleaner.state,
    lga: cleaner.lga,
    yearsOfExperience: cleaner.years_of_experience,
    availability: cleaner.availability,
    status: cleaner.status,
    verificationStatus: cleaner.verification_status,
    ratingAvg: Number(cleaner.rating_avg),
    ratingCount: cleaner.rating_count,
  };
}

/** The signed-in cleaner's profile. */
export function useMyCleanerProfile() {
  const userId = useAuth((state) => state.user?.id);
  return useQuery({
    queryKey: myCleanerProfileKey(userId),
    queryFn: () => fetchMyCleanerProfile(userId as string),
    enabled: Boolean(userId),
  });
}

/** Reviews of a cleaner, newest first (the cleaner always reads their own). */
export async function fetchCleanerReviews(cleanerId: string): Promise<CleanerReview[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('reviews')
    .select('id, rating, comment, reviewer_name, created_at')
    .eq('cleaner_id', cleanerId)
    .order('created_at', { ascending: false })
    .limit(50);
  return (unwrap(result, MESSAGES.reviews.dataFetchFailed) ?? []) as CleanerReview[];
}

/** Hook of {@link fetchCleanerReviews}. */
export function useCleanerReviews(cleanerId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.reviews.list({ cleanerId }),
    queryFn: () => fetchCleanerReviews(cleanerId as string),
    enabled: Boolean(cleanerId),
  });
}

// ---- validation (pure, shared by the forms and the mutations) ----------------------------------------------------

/** Personal Details form values. */
export interface PersonalDetailsInput {
  fullName: string;
  phone: string;
  /** New public URL of an uploaded photo; undefined keeps the current one. */
  avatarUrl?: string | null;
}

/** Specialty form values. */
export interface SpecialtyInput {
  specializations: string[];
  availability: string | null;
}

/** Service Info form values. */
export interface ServiceInfoInput {
  state: string | null;
  lga: string | null;
  /** "State/LGA" entries the cleaner serves. */
  serviceLocations: string[];
  yearsOfExperience: string | null;
  availability: string | null;
}

/** Returns the spec's message when a Specialty save is not allowed, else null. */
export function validateSpecialty(input: SpecialtyInput): string | null {
  return input.specializations.length === 0 && !input.availability ? MESSAGES.profile.specializationOrAvailabilityRequired : null;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * Returns the spec's message when a Service Info save is not allowed: nothing filled in ("You must provide at least
 * one service detail to update.") or nothing changed ("No changes detected."); null when it may be saved.
 */
export function validateServiceInfo(input: ServiceInfoInput, current: ServiceInfoInput): string | null {
  const empty = !input.state && !input.lga && input.serviceLocations.length === 0 && !input.yearsOfExperience && !input.availability;
  if (empty) return MESSAGES.profile.serviceDetailRequired;
  const unchanged =
    (input.state ?? null) === (current.state ?? null) &&
    (input.lga ?? null) === (current.lga ?? null) &&
    sameList(input.serviceLocations, current.serviceLocations) &&
    (input.yearsOfExperience ?? null) === (current.yearsOfExperience ?? null) &&
    (input.availability ?? null) === (current.availability ?? null);
  return unchanged ? MESSAGES.profile.noChanges : null;
}

/** Returns "Bio cannot be empty" for a blank bio, else null. */
export function validateBio(bio: string): string | null {
  return bio.trim() ? null : MESSAGES.profile.bioEmpty;
}

// ---- writes -------------------------------------------------------------------------------------------------------

/**
 * Saves name, phone and (optionally) photo URL on the caller's profile; a trigger copies name and photo to the
 * public cleaner card.
 * @throws DataError "Please enter a valid Nigerian phone number." / "Error updating profile"
 */
export async function updatePersonalDetails(input: PersonalDetailsInput): Promise<void> {
  const problems = validatePersonalDetails(input);
  const first = problems.fullName ?? problems.phone;
  if (first) throw new DataError(first);
  const fullName = input.fullName.trim();
  const phone = input.phone.trim() ? normaliseNigerianPhone(input.phone) : null;
  const userId = await currentUserId();
  const supabase = await getSupabase();
  const patch: Database['public']['Tables']['profiles']['Update'] = { full_name: fullName, phone };
  if (input.avatarUrl !== undefined) patch.avatar_url = input.avatarUrl;
  unwrap(await supabase.from('profiles').update(patch).eq('id', userId), MESSAGES.profile.updateFailed);
  // Keep the signed-in account (greetings, top bar) in step with what was saved.
  const current = useAuth.getState().profile;
  if (current && current.id === userId) {
    useAuth.setState({ profile: { ...current, full_name: fullName, phone, ...(patch.avatar_url !== undefined ? { avatar_url: patch.avatar_url } : {}) } });
  }
}

/** Photo size limit of the avatars bucket (2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** Ours (the spec has none): a photo the avatars bucket would refuse. */
export const AVATAR_FILE_INVALID = 'Please choose a JPEG, PNG, WebP or GIF image up to 2 MB.';

export type PersonalDetailsProblems = Partial<Record<'fullName' | 'phone' | 'photo', string>>;

/**
 * Every Personal Details field's problem, checked before anything is uploaded or written so an invalid form leaves
 * nothing behind in storage. Empty when the form may be saved; the phone is optional.
 */
export function validatePersonalDetails(input: { fullName: string; phone: string; photo?: File | null }): PersonalDetailsProblems {
  const problems: PersonalDetailsProblems = {};
  if (!input.fullName.trim()) problems.fullName = MESSAGES.auth.fieldRequired('Full Name');
  if (input.phone.trim() && !normaliseNigerianPhone(input.phone)) problems.phone = MESSAGES.auth.invalidPhone;
  if (input.photo && (!AVATAR_TYPES.includes(input.photo.type) || input.photo.size > AVATAR_MAX_BYTES)) problems.photo = AVATAR_FILE_INVALID;
  return problems;
}

/**
 * Uploads a profile photo to `avatars/<uid>/<time>-<name>` and returns its public URL.
 * @throws DataError "Failed to upload profile picture"
 */
export async function uploadAvatar(file: File): Promise<string> {
  if (!AVATAR_TYPES.includes(file.type) || file.size > AVATAR_MAX_BYTES) {
    throw new DataError(MESSAGES.profile.pictureUploadFailed, { detail: 'An image (JPEG, PNG, WebP or GIF) up to 2 MB.' });
  }
  const userId = await currentUserId();
  const supabase = await getSupabase();
  const safeName = file.name.toLowerCase().replace(/[^a-z0-9.]+/g, '-').slice(-60) || 'photo';
  const path = `${userId}/${Date.now()}-${safeName}`;
  unwrap(await supabase.storage.from('avatars').upload(path, file, { contentType: file.type, upsert: false }), MESSAGES.profile.pictureUploadFailed);
  return supabase.storage.from('avatars').getPublicUrl(path).data.publicUrl;
}

/**
 * Removes a photo the caller uploaded, by the public URL {@link uploadAvatar} returned: used when the save that was to
 * reference it failed, so no orphan file stays. Best effort: never throws (an orphan is harmless, a second error is not).
 */
export async function removeAvatar(publicUrl: string): Promise<void> {
  const marker = '/object/public/avatars/';
  const at = publicUrl.indexOf(marker);
  if (at < 0) return;
  const path = decodeURIComponent(publicUrl.slice(at + marker.length).split('?')[0] ?? '');
  try {
    const supabase = await getSupabase();
    await supabase.storage.from('avatars').remove([path]);
  } catch {
    // Best effort, see above.
  }
}

/** Saves the Specialty tab. @throws DataError with the validation text or "Failed to save changes." */
export async function updateSpecialty(input: SpecialtyInput): Promise<void> {
  const invalid = validateSpecialty(input);
  if (invalid) throw new DataError(invalid);
  const userId = await currentUserId();
  const supabase = await getSupabase();
  const result = await supabase
    .from('cleaner_profiles')
    .update({ specializations: input.specializations, availability: (input.availability || null) as CleanerRow['availability'] })
    .eq('user_id', userId);
  unwrap(result, MESSAGES.profile.saveFailed);
}

/** Saves the Service Info tab. @throws DataError with the validation text or "Failed to save service details." */
export async function updateServiceInfo(input: ServiceInfoInput, current: ServiceInfoInput): Promise<void> {
  const invalid = validateServiceInfo(input, current);
  if (invalid) throw new DataError(invalid);
  const userId = await currentUserId();
  const supabase = await getSupabase();
  const result = await supabase
    .from('cleaner_profiles')
    .update({
      state: input.state || null,
      lga: input.lga || null,
      service_locations: input.serviceLocations,
      years_of_experience: (input.yearsOfExperience || null) as CleanerRow['years_of_experience'],
      availability: (input.availability || null) as CleanerRow['availability'],
    })
    .eq('user_id', userId);
  unwrap(result, MESSAGES.profile.serviceDetailsSaveFailed);
}

/** Saves My Bio. @throws DataError "Bio cannot be empty" or "Error updating bio" */
export async function updateBio(bio: string): Promise<void> {
  const invalid = validateBio(bio);
  if (invalid) throw new DataError(invalid);
  const userId = await currentUserId();
  const supabase = await getSupabase();
  unwrap(await supabase.from('cleaner_profiles').update({ bio: bio.trim() }).eq('user_id', userId), MESSAGES.profile.bioUpdateFailed);
}

function useProfileMutation<I>(fn: (input: I) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cleaners.all }),
  });
}

/** Personal Details save. */
export function useUpdatePersonalDetails() {
  return useProfileMutation(updatePersonalDetails);
}
/** Photo upload (returns the public URL to save with the personal details). */
export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}
/** Specialty save. */
export function useUpdateSpecialty() {
  return useProfileMutation(updateSpecialty);
}
/** Service Info save. */
export function useUpdateServiceInfo() {
  return useProfileMutation((args: { input: ServiceInfoInput; current: ServiceInfoInput }) => updateServiceInfo(args.input, args.current));
}
/** My Bio save. */
export function useUpdateBio() {
  return useProfileMutation(updateBio);
}

/**
 * What is still missing from a cleaner's profile before clients can trust it (shown on the dashboard welcome).
 * Labels match the profile tabs.
 */
export function missingProfileSteps(profile: MyCleanerProfile): string[] {
  const missing: string[] = [];
  if (!profile.avatarUrl || !profile.phone) missing.push('Personal Details');
  if (profile.specializations.length === 0) missing.push('Specialty');
  if (profile.serviceLocations.length === 0 && !profile.state) missing.push('Service Info');
  if (!profile.bio?.trim()) missing.push('My Bio');
  return missing;
}
