import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Heading } from '../typography/Heading';
import { Text } from '../typography/Text';
import { Container } from './Container';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: <Container style={{ padding: 16, fontWeight: 700 }}>Spotless NG</Container>,
    footer: <Container style={{ padding: 16 }}>Head office: Lagos · Branch: Owerri</Container>,
    children: (
      <>
        <Heading level={1}>About us</Heading>
        <Text>Verified cleaners across Nigeria.</Text>
      </>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Full-bleed content (hero sections manage their own width). */
export const FullBleed: Story = { args: { contained: false } };
