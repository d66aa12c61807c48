/**
 * @spotless/shared-data/phone: sign-in, sign-up and phone change by SMS code (issue 24). Its own entry, like
 * ./mfa.ts: only the sign-in, register and account screens need it, and it reaches the client and the auth store
 * through '@spotless/shared-data' (one instance per page).
 */
export * from './phone-auth/phone-auth';
