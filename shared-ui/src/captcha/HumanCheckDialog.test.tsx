import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { HumanCheckDialog } from './HumanCheckDialog';
import { HUMAN_CHECK_TEXTS } from './impl/HumanCheckDialog';

/** Stands in for the provider's api.js: records each render and lets the test play the widget's part. */
function installProvider() {
  const renders: Array<{ container: HTMLElement; options: Record<string, (arg?: string) => void> }> = [];
  const removed: string[] = [];
  window.turnstile = {
    render: (container, options) => {
      renders.push({ container, options: options as never });
      return `w${renders.length}`;
    },
    remove: (id) => removed.push(id),
  };
  return { renders, removed };
}

afterEach(() => {
  delete window.turnstile;
});

const props = { siteKey: 'site-key', scriptUrl: 'https://captcha.test/turnstile/v0/api.js', onCancel: () => {} };

it('renders nothing while closed', () => {
  const { renders } = installProvider();
  renderWithTheme(<HumanCheckDialog open={false} {...props} onToken={() => {}} />);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(renders).toHaveLength(0);
});

it('renders the widget with the site key and hands its token over', async () => {
  const { renders } = installProvider();
  const onToken = jest.fn();
  renderWithTheme(<HumanCheckDialog open {...props} onToken={onToken} />);
  expect(await screen.findByRole('dialog', { name: HUMAN_CHECK_TEXTS.title })).toBeTruthy();
  await waitFor(() => expect(renders).toHaveLength(1));
  expect(renders[0]!.options.sitekey).toBe('site-key');
  expect(renders[0]!.container).toBe(screen.getByTestId('human-check-widget'));
  renders[0]!.options.callback!('token-1');
  expect(onToken).toHaveBeenCalledWith('token-1');
});

it('says when the check failed and renders a fresh widget on Try again', async () => {
  const { renders, removed } = installProvider();
  renderWithTheme(<HumanCheckDialog open {...props} onToken={() => {}} />);
  await waitFor(() => expect(renders).toHaveLength(1));
  act(() => renders[0]!.options['error-callback']!('110100'));
  expect(await screen.findByText(HUMAN_CHECK_TEXTS.failed)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: HUMAN_CHECK_TEXTS.retry }));
  await waitFor(() => expect(renders).toHaveLength(2));
  expect(removed).toEqual(['w1']);
  expect(screen.queryByText(HUMAN_CHECK_TEXTS.failed)).toBeNull();
});

it('Cancel closes without a token', async () => {
  installProvider();
  const onCancel = jest.fn();
  renderWithTheme(<HumanCheckDialog open {...props} onToken={() => {}} onCancel={onCancel} />);
  fireEvent.click(await screen.findByRole('button', { name: HUMAN_CHECK_TEXTS.cancel }));
  expect(onCancel).toHaveBeenCalled();
});
