import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Faq } from './Faq';

const meta = { title: 'Marketing/Home/FAQ', component: Faq } satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four questions; one open at a time; clicking the open one closes it. */
export const Default: Story = {};
