import { act, screen, waitFor } from '@testing-library/react';
import { configureCaptcha, requestHumanCheck } from '@spotless/shared-data';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { render } from '@testing-library/react';
import { HumanCheckHost } from './HumanCheckHost';

afterEach(() => {
  delete (window as { turnstile?: unknown }).turnstile;
  configureCaptcha(null);
});

it('shows the check when an Auth call asks for a token and hands the widget’s token back', async () => {
  const renders: Array<Record<string, (t?: string) => void>> = [];
  (window as { turnstile?: unknown }).turnstile = { render: (_el: HTMLElement, o: never) => renders.push(o) && 'w', remove: () => {} };
  configureCaptcha({ siteKey: 'site', scriptUrl: 'https://captcha.test/turnstile/v0/api.js' });
  render(
    <SpotlessThemeProvider>
      <HumanCheckHost />
    </SpotlessThemeProvider>,
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  let token: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    token = requestHumanCheck();
  });
  expect(await screen.findByRole('dialog', { name: 'Quick check' })).toBeTruthy();
  await waitFor(() => expect(renders).toHaveLength(1));
  act(() => renders[0]!.callback!('tok'));
  await expect(token).resolves.toBe('tok');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
