// The one human check (captcha) of the app: shared-data opens it when an Auth call needs a token (a guest's first
// quote, booking or chat; sign-in, registration, password reset) and waits; the dialog itself is fetched on first use.
import { HumanCheckDialog } from '@spotless/shared-ui';
import { answerHumanCheck, cancelHumanCheck, useHumanCheck } from '@spotless/shared-data';

export function HumanCheckHost() {
  const settings = useHumanCheck((s) => s.settings);
  const open = useHumanCheck((s) => s.open);
  if (!settings) return null;
  return (
    <HumanCheckDialog open={open} siteKey={settings.siteKey} scriptUrl={settings.scriptUrl} onToken={answerHumanCheck} onCancel={cancelHumanCheck} />
  );
}
