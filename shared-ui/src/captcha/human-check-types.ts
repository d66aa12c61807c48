/** Props of the human-check (captcha) dialog. */
export interface HumanCheckDialogProps {
  open: boolean;
  /** The provider's public site key (runtime config). */
  siteKey: string;
  /** The provider's widget script (Turnstile's api.js, or local-captcha's at the same path). */
  scriptUrl: string;
  /** The widget's single-use token, once the visitor passed. */
  onToken: (token: string) => void;
  /** Closed without passing. */
  onCancel: () => void;
}
