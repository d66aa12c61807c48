/** Texts of Account settings (ours: the spec has none for these screens). */
export const ACCOUNT_TEXTS = {
  passwordChanged: 'Password changed.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not right. Nothing was changed.',
  passwordChangeFailed: 'Could not change your password. Please try again.',
  noCurrentPasswordNeeded: 'You signed in with a code, so your current password is not needed.',
  emailChangeSent: (address: string) =>
    `We sent a link to ${address}. Open it, and the link we sent to your current address too, to finish the change.`,
  emailChangeSame: 'That is already your e-mail address.',
  emailChangeFailed: 'Could not change your e-mail address. Please try again.',
  sessionsFailed: 'Could not load your sessions. Please try again.',
  sessionEnded: 'That device is signed out.',
  otherSessionsEnded: 'Other devices are signed out.',
  sessionEndFailed: 'Could not sign that device out. Please try again.',
  exportFailed: 'Could not prepare your data. Please try again.',
  deleteFailed: 'Could not delete your account. Please try again.',
} as const;
