import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SelectField } from './SelectField';

// A sample long list; the real 37 states come from shared-data's constants.
const STATES = ['Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara'];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Building Type',
    name: 'building_type',
    placeholder: 'Select building type',
    options: [
      { value: 'residential', label: 'Residential' },
      { value: 'commercial', label: 'Commercial' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Native select. */
export const Native: Story = {};
/** Rooms 1 to 10. */
export const Rooms: Story = {
  args: { label: 'Number of Rooms', name: 'num_rooms', placeholder: 'Select rooms', options: Array.from({ length: 10 }, (_, i) => String(i + 1)) },
};
/** Searchable combobox for long lists such as the 37 states. */
export const SearchableStates: Story = {
  args: { label: 'State of Residence', name: 'state', placeholder: 'Type to search states', options: STATES, searchable: true },
};
export const WithError: Story = { args: { error: 'Please select a building type.' } };
