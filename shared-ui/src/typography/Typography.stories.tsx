import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Heading } from './Heading';
import { Text } from './Text';

const meta = {
  title: 'Typography/Heading and Text',
  component: Heading,
  args: { level: 1, children: 'Find trusted cleaners near you' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingLevel1: Story = {};
/** An h2 in the outline that looks like an h4. */
export const HeadingSizedApart: Story = { args: { level: 2, size: 4, children: 'Key features' } };
/** Text tones on the default background. */
export const TextTones: Story = {
  render: () => (
    <div>
      <Text>Default body text.</Text>
      <Text tone="secondary">Secondary text.</Text>
      <Text tone="success">Profile updated successfully</Text>
      <Text tone="error">Error updating profile</Text>
      <Text tone="warning">Verification pending</Text>
      <Text size="sm" as="small">
        Small print
      </Text>
    </div>
  ),
};
