import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Ada Obi', size: 56 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials when there is no picture. */
export const Initials: Story = {};
/** No name, no picture: the default silhouette. */
export const DefaultAvatar: Story = { args: { name: undefined } };
/** With a picture (an inline SVG data URL keeps the story offline). */
export const Picture: Story = {
  args: {
    src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="%230b5cad"/></svg>',
  },
};
