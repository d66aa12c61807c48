import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { LinkButton } from './LinkButton';

/** Stands in for react-router's Link, which takes `to` and renders an anchor. */
const FakeRouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function FakeRouterLink({ to, ...rest }, ref) {
    return <a ref={ref} href={to} data-router-link="true" {...rest} />;
  },
);

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { to: '/register', children: 'Get Started' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain anchor (no router): `to` becomes the href. */
export const Anchor: Story = {};
/** With a router link component passed as `as`. */
export const WithRouterLink: Story = { args: { as: FakeRouterLink, to: '/about', variant: 'secondary', children: 'Learn More' } };
