import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../card/Card';
import { Carousel } from './Carousel';

const OFFERINGS = [
  'Post-construction Cleaning',
  'Pre-construction Cleaning',
  'Move-in/Move-out Cleaning',
  'Event Cleaning Services',
  'Domestic Cleaning',
  'Industrial Cleaning',
  'Special Cleaning Services',
  'Stay-in Cleaner',
];

const meta = {
  title: 'Data display/Carousel',
  component: Carousel,
  args: {
    label: 'Explore Our Cleaning Offerings',
    children: OFFERINGS.map((service) => (
      <Card key={service} title={service} titleLevel={3}>
        High-quality {service} to ensure cleanliness and comfort.
      </Card>
    )),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec defaults: autoplay every 3000 ms, loop, 1/2/3 slides at <768/768/1024 px, 20 px gap. */
export const Offerings: Story = {};
/** Without autoplay or looping. */
export const Manual: Story = { args: { autoplay: false, loop: false } };
