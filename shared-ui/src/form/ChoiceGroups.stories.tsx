import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CheckboxGroup } from './CheckboxGroup';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Specializations',
    name: 'specializations',
    options: ['Vehicle Cleaning', 'Event Cleaning', 'Specialty Cleaning', 'Industrial Cleaning', 'Commercial Cleaning', 'Residential Cleaning'],
    defaultValue: ['Residential Cleaning'],
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Specializations: Story = {};
export const Inline: Story = { args: { inline: true, error: 'Choose at least one specialization.' } };
/** Radio group sibling: availability. */
export const Availability: Story = {
  render: () => (
    <RadioGroup label="Availability" name="availability" options={['Weekdays', 'Daily', 'Weekends']} defaultValue="Weekdays" inline />
  ),
};
/** Account type picker from registration step 1. */
export const AccountType: Story = {
  render: () => (
    <RadioGroup
      label="Register as"
      name="account_type"
      required
      options={[
        { value: 'client', label: 'Client' },
        { value: 'cleaner', label: 'Cleaner' },
      ]}
    />
  ),
};
