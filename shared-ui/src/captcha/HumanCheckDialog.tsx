// The captcha dialog, fetched when it first opens: most visits never need it (only a guest's first action does),
// while this entry loads on every public page.
import { lazy, Suspense } from 'react';
import type { HumanCheckDialogProps } from './human-check-types';

export type { HumanCheckDialogProps } from './human-check-types';

const Impl = lazy(() => import(/* webpackChunkName: "human-check" */ './impl/HumanCheckDialog').then((m) => ({ default: m.HumanCheckDialog })));

/**
 * A captcha (Cloudflare Turnstile's widget) in a dialog: "Tick the box so we know you are a person." Loads the
 * provider's script on first open; the token goes to `onToken`.
 */
export function HumanCheckDialog(props: HumanCheckDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} />
    </Suspense>
  );
}
