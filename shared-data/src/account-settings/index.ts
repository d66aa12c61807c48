export { changePassword, currentPasswordNeeded } from './password';
export { changeEmail } from './email';
export { describeDevice, endMySession, listMySessions, signOutOtherSessions, type MySession } from './sessions';
export { fetchMyData, myDataFileName } from './my-data';
export { DELETE_CONFIRM_WORD, DELETION_KEEPS, DELETION_REMOVES, deleteMyAccount, fetchDeletionBlocker } from './delete-account';
export { ACCOUNT_TEXTS } from './texts';
