import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { toast } from './toast-store';
import { Toaster } from './Toaster';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

describe('toast', () => {
  it('shows success and info politely and errors as alerts', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Booking created successfully!');
      toast.info('No matching subscription found');
      toast.error('Error creating booking');
    });
    expect(screen.getByText('Booking created successfully!').closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.getByText('No matching subscription found').closest('[role]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Error creating booking');
  });

  it('closes after 3000 ms by default', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Login successful!');
    });
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('uses a per-toast duration and the Toaster default (home page: 5000 ms)', () => {
    renderWithTheme(<Toaster defaultDuration={5000} />);
    act(() => {
      toast.success('Welcome');
      toast.info('Quick', { duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Welcome')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until dismissed with its button', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.error('Sticky', { duration: 0 });
    });
    act(() => jest.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('does not close while hovered', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Read me');
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('replaces a toast raised again with the same id and stacks others oldest first', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('First', { id: 'x' });
      toast.info('Other');
      toast.info('Second', { id: 'x' });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual(['Other×', 'Second×']);
  });

  it('returns ids that dismiss the matching toast only', () => {
    renderWithTheme(<Toaster />);
    let id = '';
    act(() => {
      id = toast.success('One');
      toast.success('Two');
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });
});
