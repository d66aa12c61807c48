// The contact tables' CHECK constraint (quote_request_contacts, booking_contacts, pre_subscriptions) and
// register_admin use this pattern; forms apply the same one so the database never refuses what the form accepted.
// Deliberately loose (one @, a dot in the domain, no spaces): deliverability is for the mail server to judge.
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Whether `value` (surrounding whitespace ignored) has the shape of an e-mail address. Length limits stay with the caller. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
