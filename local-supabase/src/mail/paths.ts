/** The mailbox's URL space: the HTML page at /mail and its JSON API below /mail/. */
const MAILBOX_PATH = /^\/mail(?:[/?#]|$)/;

export function isMailboxPath(url: string): boolean {
  return MAILBOX_PATH.test(url);
}
