import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HumanCheckDialog } from './HumanCheckDialog';

// Storybook has no captcha provider: a stand-in draws the box Turnstile would.
if (typeof window !== 'undefined' && !window.turnstile) {
  window.turnstile = {
    render: (container, options) => {
      const label = document.createElement('label');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.onchange = () => (options.callback as (t: string) => void)('story-token');
      label.append(box, " I'm human");
      container.append(label);
      return 'story';
    },
    remove: () => {},
  };
}

const meta: Meta<typeof HumanCheckDialog> = {
  title: 'Feedback/HumanCheckDialog',
  component: HumanCheckDialog,
  args: { open: true, siteKey: 'story-site-key', scriptUrl: 'https://captcha.invalid/turnstile/v0/api.js' },
  argTypes: { onToken: { action: 'token' }, onCancel: { action: 'cancel' } },
};
export default meta;

export const Open: StoryObj<typeof HumanCheckDialog> = {};
