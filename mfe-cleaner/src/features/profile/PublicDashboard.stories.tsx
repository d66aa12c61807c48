import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { profile } from '../../test/fixtures';
import { PublicDashboard } from './PublicDashboard';

const meta = {
  title: 'Cleaner/Profile/Public dashboard',
  component: PublicDashboard,
  args: {
    profile: profile(),
    reviews: [{ id: 'r1', rating: 5, comment: 'Spotless kitchen, on time.', reviewer_name: 'Funke A.', created_at: '2025-06-01T10:00:00Z' }],
  },
} satisfies Meta<typeof PublicDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};
export const NewCleaner: Story = { args: { profile: profile({ bio: null, specializations: [], serviceLocations: [], ratingAvg: 0, ratingCount: 0, verificationStatus: 'unverified' }), reviews: [] } };
