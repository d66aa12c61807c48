import { create } from 'zustand';

/** The captcha the project's Auth asks for (Cloudflare Turnstile): the public half, from the runtime config. */
export interface CaptchaSettings {
  siteKey: string;
  /** The provider's widget script: https://challenges.cloudflare.com/turnstile/v0/api.js, or local-captcha's. */
  scriptUrl: string;
}

interface HumanCheckState {
  settings: CaptchaSettings | null;
  /** True while an action waits for the visitor to pass the check. */
  open: boolean;
}

/**
 * Who is asked: one dialog for the whole app (the shell mounts it), opened when an action needs a captcha token
 * (a guest's first quote, booking or chat creates an anonymous session, which Auth guards with the captcha).
 */
export const useHumanCheck = create<HumanCheckState>(() => ({ settings: null, open: false }));

let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;

/** Sets the captcha from the runtime config; null: the project asks for none (sign-ins then go without a token). */
export function configureCaptcha(settings: CaptchaSettings | null): void {
  useHumanCheck.setState({ settings });
}

/** Why no token came: the visitor closed the check. */
export class HumanCheckCancelled extends Error {
  constructor() {
    super('human check cancelled');
    this.name = 'HumanCheckCancelled';
  }
}

/**
 * A fresh captcha token, or undefined when no captcha is configured. Opens the check and waits for the visitor;
 * concurrent callers share one check. Rejects with {@link HumanCheckCancelled} when the visitor closes it.
 */
export function requestHumanCheck(): Promise<string | undefined> {
  if (!useHumanCheck.getState().settings) return Promise.resolve(undefined);
  const previous = waiting;
  return new Promise<string>((resolve, reject) => {
    waiting = {
      resolve: (t) => {
        previous?.resolve(t);
        resolve(t);
      },
      reject: (e) => {
        previous?.reject(e);
        reject(e);
      },
    };
    useHumanCheck.setState({ open: true });
  });
}

/** The widget's token: closes the check and lets the waiting action go on. */
export function answerHumanCheck(token: string): void {
  const w = waiting;
  waiting = null;
  useHumanCheck.setState({ open: false });
  w?.resolve(token);
}

/** The visitor closed the check: the waiting action fails (and keeps what was typed). */
export function cancelHumanCheck(): void {
  const w = waiting;
  waiting = null;
  useHumanCheck.setState({ open: false });
  w?.reject(new HumanCheckCancelled());
}
