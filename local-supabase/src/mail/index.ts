import type { Service } from '../service';

/** Mailbox web page and JSON API: placeholder until its implementation lands (see issue 3). */
export const registerMail: Service = async () => {};
