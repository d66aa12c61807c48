import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../button/Button';
import { FormError } from '../../form/FormError';
import { Modal } from '../../modal/Modal';
import { Text } from '../../typography/Text';
import { loadWidgetScript } from './load-widget-script';
import type { HumanCheckDialogProps } from '../human-check-types';

const WidgetBox = styled.div`
  min-height: 65px;
  margin-top: ${({ theme }) => theme.token.sizeSM}px;
`;

export const HUMAN_CHECK_TEXTS = {
  title: 'Quick check',
  intro: 'Tick the box so we know you are a person. Your form stays as you filled it.',
  loadFailed: 'The check could not load. Check your connection and try again.',
  failed: 'The check did not work. Please try again.',
  retry: 'Try again',
  cancel: 'Cancel',
};

/** The provider's widget in a dialog; hands its token to `onToken`, once per opening. */
export function HumanCheckDialog({ open, siteKey, scriptUrl, onToken, onCancel }: HumanCheckDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onToken);
  done.current = onToken;

  useEffect(() => {
    if (!open) return;
    let widgetId: string | undefined;
    let gone = false;
    setProblem(null);
    loadWidgetScript(scriptUrl).then(
      (api) => {
        if (gone || !box.current) return;
        widgetId = api.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => done.current(token),
          'error-callback': () => setProblem(HUMAN_CHECK_TEXTS.failed),
          'expired-callback': () => setProblem(HUMAN_CHECK_TEXTS.failed),
        });
      },
      () => !gone && setProblem(HUMAN_CHECK_TEXTS.loadFailed),
    );
    return () => {
      gone = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [open, siteKey, scriptUrl, attempt]);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={HUMAN_CHECK_TEXTS.title}
      width={380}
      closeOnBackdrop={false}
      footer={
        <>
          {problem && <Button onClick={() => setAttempt((n) => n + 1)}>{HUMAN_CHECK_TEXTS.retry}</Button>}
          <Button variant="secondary" onClick={onCancel}>
            {HUMAN_CHECK_TEXTS.cancel}
          </Button>
        </>
      }
    >
      <Text>{HUMAN_CHECK_TEXTS.intro}</Text>
      <WidgetBox ref={box} key={attempt} data-testid="human-check-widget" />
      {problem && <FormError>{problem}</FormError>}
    </Modal>
  );
}
