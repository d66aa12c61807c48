export { useAuth, type AuthState, type AuthStatus } from './auth-store';
export type { Profile } from './account';
export { initAuth } from './init-auth';
export {
  addMyRole,
  chooseActiveRole,
  fetchMyCleanerStanding,
  convertGuestToClient,
  ensureGuestSession,
  humanCheckToken,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
  updatePassword,
  type CleanerStanding,
  type ConvertGuestInput,
  type SelfServiceRole,
  type SignUpInput,
  type SignUpResult,
} from './actions';
export { AuthFailure, toAuthFailure, type AuthFailureKind } from './auth-failure';
export { resendSignupConfirmation, verifyRecoveryCode } from './email-links';
export { onSignedOut } from './sign-out-callbacks';
export { APP_ROLES, dashboardPathFor, isAdminRole, isAppRole, type AppRole } from './roles';
export { assuranceLevelOf, useAssuranceLevel } from './assurance-level';
