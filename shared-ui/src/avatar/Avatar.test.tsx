import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    renderWithTheme(<Avatar src="/me.png" name="Ada Obi" />);
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveAttribute('src', '/me.png');
  });

  it('falls back to initials when the picture is missing or fails', () => {
    renderWithTheme(<Avatar src="/broken.png" name="Ada Obi" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Obi' }));
    const fallback = screen.getByRole('img', { name: 'Ada Obi' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AO');
  });

  it('shows the default silhouette without name or picture', () => {
    renderWithTheme(<Avatar />);
    const avatar = screen.getByRole('img', { name: 'User' });
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('computes up to two initials', () => {
    expect(initialsOf('chinedu emeka okafor')).toBe('CE');
    expect(initialsOf('  ')).toBe('');
  });
});
