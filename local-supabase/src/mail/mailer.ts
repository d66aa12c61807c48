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

/** Sends mail and keeps a copy in the local mailbox (DATA_DIR/mailbox) for people and tests. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<StoredMail>;
  /** Stored messages, newest first; `to` keeps only those addressed to it (case-insensitive). */
  list(filter?: { to?: string }): Promise<StoredMail[]>;
  clear(): Promise<void>;
}
