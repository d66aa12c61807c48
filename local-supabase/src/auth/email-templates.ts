import type { OutgoingMail } from '../mail/mailer';

/** The e-mails Auth sends; each carries a link and, for people who prefer typing, the 6-digit code. */
export type AuthMailKind = 'signup' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

const BRAND = 'Spotless NG';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Wording {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const WORDING: Record<AuthMailKind, Wording> = {
  signup: {
    subject: `Confirm your ${BRAND} account`,
    intro: `Welcome to ${BRAND}! Please confirm your e-mail address to finish creating your account.`,
    action: 'Confirm my e-mail address',
    outro: 'If you did not sign up, you can ignore this e-mail.',
  },
  recovery: {
    subject: `Reset your ${BRAND} password`,
    intro: `We received a request to reset the password of your ${BRAND} account. Open the link below to choose a new password.`,
    action: 'Reset my password',
    outro: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  magiclink: {
    subject: `Your ${BRAND} sign-in link`,
    intro: `Use the link below to sign in to ${BRAND}.`,
    action: 'Sign in',
    outro: 'If you did not ask for this, you can ignore this e-mail.',
  },
  email_change: {
    subject: `Confirm your new ${BRAND} e-mail address`,
    intro: `Please confirm that you want to use this address for your ${BRAND} account.`,
    action: 'Confirm the new address',
    outro: 'If you did not ask for this change, you can ignore this e-mail.',
  },
  invite: {
    subject: `You have been invited to ${BRAND}`,
    intro: `You have been invited to create an account on ${BRAND}. Open the link below to accept.`,
    action: 'Accept the invitation',
    outro: 'If you were not expecting this, you can ignore this e-mail.',
  },
};

/** Composes one Auth e-mail in plain English, as text and as simple HTML. */
export function composeAuthMail(kind: AuthMailKind, to: string, link: string, otp: string): OutgoingMail {
  return compose(WORDING[kind], to, link, otp);
}

/**
 * The e-mail to the current address in a secure e-mail change: the account's owner learns of the
 * change and must confirm it too, so a stolen session alone cannot move the account elsewhere.
 */
export function composeEmailChangeNotice(to: string, newAddress: string, link: string, otp: string): OutgoingMail {
  return compose(
    {
      subject: `Confirm the change of your ${BRAND} e-mail address`,
      intro: `Someone asked to change the e-mail address of your ${BRAND} account from ${to} to ${newAddress}. The change happens only once it is confirmed from both addresses.`,
      action: 'Confirm the change',
      outro: 'If you did not ask for this, do not confirm, and change your password: someone may be signed in to your account.',
    },
    to,
    link,
    otp,
  );
}

function compose(w: Wording, to: string, link: string, otp: string): OutgoingMail {
  const text = [
    'Hello,',
    '',
    w.intro,
    '',
    `${w.action}: ${link}`,
    '',
    `Or enter this code: ${otp}`,
    '',
    'The link and the code work once and expire in one hour.',
    w.outro,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    '<p>Hello,</p>',
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>`,
    `<p>The link and the code work once and expire in one hour. ${escapeHtml(w.outro)}</p>`,
    `<p>The ${BRAND} team</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: w.subject, text, html };
}
