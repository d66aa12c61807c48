import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed with buttons controlling their panels', () => {
    renderWithTheme(<Accordion items={items} />);
    const first = button('First question');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(first.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one item at a time', () => {
    renderWithTheme(<Accordion items={items} />);
    fireEvent.click(button('First question'));
    expect(button('First question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer');

    fireEvent.click(button('Second question'));
    expect(button('First question')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', () => {
    renderWithTheme(<Accordion items={items} defaultOpenId="c" />);
    expect(button('Third question')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button('Third question'));
    expect(button('Third question')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('reports changes and follows the controlled openId', () => {
    const onOpenChange = jest.fn();
    const { rerender } = renderWithTheme(<Accordion items={items} openId={null} onOpenChange={onOpenChange} />);
    fireEvent.click(button('Second question'));
    expect(onOpenChange).toHaveBeenLastCalledWith('b');
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'false');
    rerender(<Accordion items={items} openId="b" onOpenChange={onOpenChange} />);
    expect(button('Second question')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button('Second question'));
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
  });

  it('wraps buttons in headings of the requested level', () => {
    renderWithTheme(<Accordion items={items} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });
});
