import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OfferingsCarousel, WorkCarousel } from './Showcase';

const meta = {
  title: 'Marketing/Home/Carousels',
  component: WorkCarousel,
} satisfies Meta<typeof WorkCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Our Work Speaks Volume: eight before/after pictures, autoplay every 3 s. */
export const OurWork: Story = {};
/** Explore Our Cleaning Offerings: the eight services. */
export const Offerings: Story = { render: () => <OfferingsCarousel /> };
