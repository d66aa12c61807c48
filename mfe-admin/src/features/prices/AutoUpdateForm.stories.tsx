import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { adminPrice, priceSettings } from '../../test/fixtures';
import { AutoUpdateForm } from './AutoUpdateForm';

const meta = {
  title: 'Admin/Prices/Auto-update',
  component: AutoUpdateForm,
  args: {
    name: 'cleaning_prices-types',
    settings: priceSettings(),
    rows: [adminPrice(), adminPrice({ id: 'pr-2', building_type: 'commercial', num_rooms: 6, discount_percentage: 0 })],
    busy: false,
    onLock: () => Promise.resolve(),
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof AutoUpdateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPreview: Story = {};
export const AllPricesLocked: Story = { args: { settings: priceSettings({ locked: true }) } };
export const BaseDiscountLocked: Story = { args: { settings: priceSettings({ base_discount_locked: true }) } };
export const NoStoredBasePrice: Story = { args: { settings: priceSettings({ base_price_per_room_kobo: 0, base_discount_percentage: 0 }), rows: undefined } };
