import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PartnershipCards } from './PartnershipCards';

const client = new QueryClient();

const meta = {
  title: 'Marketing/Partners/Partnership cards',
  component: PartnershipCards,
  decorators: [(Story) => <QueryClientProvider client={client}><Story /></QueryClientProvider>],
} satisfies Meta<typeof PartnershipCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six partner types; Partner with Us opens the enquiry form (submitting needs a Supabase connection). */
export const Default: Story = {};
