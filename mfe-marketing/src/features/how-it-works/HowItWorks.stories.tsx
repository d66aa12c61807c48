import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { HowItWorks, KeyFeatures } from './HowItWorks';

const meta = { title: 'Marketing/Home/How it works', component: HowItWorks } satisfies Meta<typeof HowItWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForClientsAndCleaners: Story = {};
export const Features: Story = { render: () => <KeyFeatures /> };
