// Validation of the client's forms: the spec's texts, and nothing sent until the required fields are there.
import { screen } from '@testing-library/react';

// antd's pickers are slow to load on a shared CPU; this is a load bound, not a behaviour threshold.
jest.setTimeout(30_000);
import userEvent from '@testing-library/user-event';
import { renderClient } from '../test/render';
import { profile } from '../test/fixtures';
import { BookingForm } from './booking-center/BookingForm';
import { ProfileView } from './profile/ProfileView';
import { ReviewForm } from './reviews/ReviewForm';

describe('BookingForm', () => {
  it('needs at least one service and a time, then sends the booking with the search budget and the slot', async () => {
    const onSubmit = jest.fn();
    const days = [{ date: '2026-11-27', label: 'Fri 27 Nov 2026', slots: [{ starts_at: '2026-11-27T09:00:00Z', label: '10:00–12:00' }] }];
    renderClient(<BookingForm cleanerId="c-1" location="Lagos" budgetKobo={2_500_000} slotDays={days} submitting={false} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect((await screen.findAllByText('Please select at least one service.')).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Carpet Cleaning'));
    await userEvent.selectOptions(screen.getByLabelText(/Number of rooms/), '4');
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Choose a date and a time.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: '10:00–12:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      cleanerId: 'c-1', services: ['Carpet Cleaning'], location: 'Lagos', numRooms: 4, hasWater: false, budgetKobo: 2_500_000, startsAt: '2026-11-27T09:00:00Z',
    }));
  });
});

describe('ReviewForm', () => {
  it('says "Both feedback and rating are required." until both are given', async () => {
    const onSubmit = jest.fn();
    renderClient(<ReviewForm submitting={false} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByLabelText('4 ★'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText('Both feedback and rating are required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Feedback/), 'Great work');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, feedback: 'Great work' });
  });
});

describe('ProfileView', () => {
  it('shows the profile, edits it and refuses a phone that is not Nigerian', async () => {
    const onSave = jest.fn();
    renderClient(<ProfileView profile={profile()} saving={false} onSave={onSave} />);
    expect(screen.getByTestId('profile-details')).toHaveTextContent('+2348031234567');
    expect(screen.getByTestId('profile-details')).toHaveTextContent('Ikeja, Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveValue('0803 123 4567');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Please enter a valid Nigerian phone number.')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+234 809 876 5432');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(onSave).toHaveBeenCalledWith({ fullName: 'Chiamaka Eze', phone: '+234 809 876 5432', address: '12 Allen Avenue' }, expect.any(Function));
  });
});
