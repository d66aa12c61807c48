// Toasts top-right: 3 s everywhere, 5 s on the home page (spec §9).
import { useLocation } from '@spotless/shared-ui/router';
import { DEFAULT_TOAST_DURATION, Toaster } from '@spotless/shared-ui';

export const HOME_TOAST_DURATION = 5000;

export function toastDurationFor(pathname: string): number {
  return pathname === '/' ? HOME_TOAST_DURATION : DEFAULT_TOAST_DURATION;
}

export function ShellToaster() {
  const { pathname } = useLocation();
  return <Toaster defaultDuration={toastDurationFor(pathname)} />;
}
