import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { Hero } from './Hero';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Marketing/Home/Hero',
  component: Hero,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CallToActionBand: Story = { render: () => <CallToAction /> };
