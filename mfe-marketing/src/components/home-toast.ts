// Toasts raised on the marketing pages last 5 s (spec §9: "5 s (home)").
import { toast } from '@spotless/shared-ui';
import { TOAST } from '@spotless/shared-data';

const options = { duration: TOAST.homeDurationMs };

export const homeToast = {
  success: (message: string) => toast.success(message, options),
  error: (message: string) => toast.error(message, options),
  info: (message: string) => toast.info(message, options),
};
