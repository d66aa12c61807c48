import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import * as stories from '../status/StatusBadge.stories';

test('smoke', () => {
  const { Accepted } = composeStories(stories);
  render(<Accepted />);
  expect(screen.getByText('Accepted')).toBeInTheDocument();
});
