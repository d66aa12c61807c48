/** Where links in sign-up e-mails land: the sign-in page reads the session from the link and goes on from there. */
export function confirmationRedirect(): string | undefined {
  return typeof window === 'undefined' ? undefined : `${window.location.origin}/sign`;
}
