import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, getSupabase, MESSAGES, queryKeys, supabaseConfig, unwrap, unwrapRpc, useAuth } from '@spotless/shared-data';
import type { IdType } from '../constants/business';
import type { Database } from '../database.types';

type SubmissionRow = Database['public']['Tables']['verification_submissions']['Row'];

/** Where a cleaner's verification stands, from their profile. */
export type VerificationStatus = Database['public']['Enums']['verification_status'];

/** The cleaner's verification state: profile status plus the latest submission (for the rejection reason). */
export interface MyVerification {
  status: VerificationStatus;
  accountStatus: Database['public']['Enums']['cleaner_status'];
  latest: Pick<SubmissionRow, 'id' | 'id_type' | 'status' | 'review_note' | 'submitted_at' | 'reviewed_at'> | null;
}

/** Private bucket of identity documents (owner uploads into `<uid>/`, admins read through signed links). */
export const VERIFICATION_BUCKET = 'verification-documents';
/** Bucket limit: 5 MB per document. */
export const VERIFICATION_MAX_BYTES = 5 * 1024 * 1024;
/** Bucket types: images or PDF. */
export const VERIFICATION_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** Texts of the verification screen that the spec does not give (ours). */
export const VERIFICATION_TEXTS = {
  fileTooLarge: 'Files must be 5 MB or smaller.',
  fileWrongType: 'Please upload an image (JPEG, PNG, WebP) or a PDF.',
  uploadFailed: 'Upload failed. Please try again.',
  consent:
    'I agree that Spotless NG may store these documents privately to verify my identity. Only Spotless NG administrators can view them, through short-lived links; each view is logged. They are kept while my cleaner account exists and deleted within 30 days of closing it (Nigeria Data Protection Act 2023).',
} as const;

/**
 * Loads the caller's verification status and latest submission.
 * @throws DataError "Error retrieving your profile. Please try again."
 */
export async function fetchMyVerification(userId: string): Promise<MyVerification> {
  const supabase = await getSupabase();
  const [profileResult, submissionResult] = await Promise.all([
    supabase.from('cleaner_profiles').select('verification_status, status').eq('user_id', userId).maybeSingle(),
    supabase
      .from('verification_submissions')
      .select('id, id_type, status, review_note, submitted_at, reviewed_at')
      .eq('cleaner_id', userId)
      .order('submitted_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ]);
  const profile = unwrap(profileResult, MESSAGES.profile.retrieveFailed);
  if (!profile) throw new DataError(MESSAGES.profile.retrieveFailed);
  const latest = unwrap(submissionResult, MESSAGES.profile.retrieveFailed);
  return { status: profile.verification_status, accountStatus: profile.status, latest: latest ?? null };
}

/** The signed-in cleaner's verification state. */
export function useMyVerification() {
  const userId = useAuth((state) => state.user?.id);
  return useQuery({
    queryKey: queryKeys.verification.detail(`me:${userId ?? ''}`),
    queryFn: () => fetchMyVerification(userId as string),
    enabled: Boolean(userId),
  });
}

/** Returns why a file cannot be used as a verification document, or null. */
export function verificationFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(VERIFICATION_FILE_TYPES as readonly string[]).includes(file.type)) return VERIFICATION_TEXTS.fileWrongType;
  if (file.size > VERIFICATION_MAX_BYTES) return VERIFICATION_TEXTS.fileTooLarge;
  return null;
}

/** Which document a file is. */
export type VerificationDocumentKind = 'government-id' | 'address-proof';

/**
 * Uploads one document to `verification-documents/<uid>/<kind>-<time>.<ext>` with progress (0-1), and returns the
 * storage path to submit. Uses the Storage REST upload directly (XMLHttpRequest: fetch cannot report upload progress),
 * as the signed-in user, so the bucket's policies and limits decide.
 * @throws DataError with the file problem or "Upload failed. Please try again."
 */
export async function uploadVerificationDocument(
  file: File,
  kind: VerificationDocumentKind,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const problem = verificationFileProblem(file);
  if (problem) throw new DataError(problem);
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) throw new DataError(MESSAGES.auth.noLoggedInUser);
  const { url, anonKey } = await supabaseConfig();
  const extension = file.type === 'application/pdf' ? 'pdf' : (file.type.split('/')[1] ?? 'bin');
  const path = `${session.user.id}/${kind}-${Date.now()}.${extension}`;
  const endpoint = `${url.replace(/\/+$/, '')}/storage/v1/object/${VERIFICATION_BUCKET}/${path}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint);
    xhr.setRequestHeader('Authorization', `Bearer ${session.access_token}`);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new DataError(VERIFICATION_TEXTS.uploadFailed, { code: String(xhr.status), detail: xhr.responseText.slice(0, 300) }));
      }
    };
    xhr.onerror = () => reject(new DataError(VERIFICATION_TEXTS.uploadFailed, { detail: 'network error' }));
    xhr.send(file);
  });
  return path;
}

/** What Profile Verification submits. */
export interface VerificationSubmission {
  idType: IdType;
  governmentIdPath: string;
  addressProofPath: string;
  consent: boolean;
}

/**
 * Submits the documents for review (RPC `submit_verification`: the database checks paths, consent and state).
 * @throws DataError: the database's refusal ("Please select an ID type." ...) or "Failed to submit profile verification details."
 */
export async function submitVerification(input: VerificationSubmission): Promise<string> {
  if (!input.idType) throw new DataError('Please select an ID type.');
  if (!input.governmentIdPath || !input.addressProofPath) throw new DataError('Please upload both documents.');
  const supabase = await getSupabase();
  const result = await supabase.rpc('submit_verification', {
    p_id_type: input.idType,
    p_government_id_path: input.governmentIdPath,
    p_address_proof_path: input.addressProofPath,
    p_consent: input.consent,
  });
  return unwrapRpc(result, MESSAGES.profile.verificationSubmitFailed) as string;
}

/** Submit hook; refreshes the verification state and the profile. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.verification.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cleaners.all }),
      ]);
    },
  });
}
