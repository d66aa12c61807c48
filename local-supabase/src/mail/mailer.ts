/** An e-mail as sent by Auth (confirmation, recovery, ...). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/** The local inbox (DATA_DIR/mailbox) that stands in for delivery on a development machine. */
export interface Mailbox {
  /** Stored messages, newest first; `to` keeps only those addressed to it (case-insensitive). */
  list(filter?: { to?: string }): Promise<StoredMail[]>;
  clear(): Promise<void>;
}

/**
 * Sends Auth's mail: into the local mailbox when no SMTP server is configured, else by SMTP only.
 * `mailbox` is absent when mail goes out by SMTP, so nothing holding sign-in links stays on disk.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  mailbox?: Mailbox;
}
