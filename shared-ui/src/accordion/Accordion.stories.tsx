import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Accordion } from './Accordion';

const meta = {
  title: 'Data display/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'vetting', title: 'How are cleaners vetted?', content: 'Through background checks, skill assessments and client reviews.' },
      { id: 'quotes', title: 'How do quote requests work?', content: 'Your request reaches several verified cleaners, who send you offers.' },
      { id: 'standby', title: 'What if my regular cleaner is unavailable?', content: 'We offer a standby replacement.' },
      { id: 'pay', title: 'How are cleaners paid?', content: 'Per completed service, through the platform; earnings show on their dashboard.' },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All closed. */
export const Faq: Story = {};
/** First item open. */
export const FirstOpen: Story = { args: { defaultOpenId: 'vetting' } };
