import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCleaner } from '../../test/render';
import { AvailabilityForm } from './AvailabilityForm';

describe('AvailabilityForm', () => {
  it('saves the days ticked with their hours, one window per day', async () => {
    const onSave = jest.fn();
    renderCleaner(<AvailabilityForm windows={[{ weekday: 1, start: '08:00', end: '12:00' }]} isDefault={false} saving={false} onSave={onSave} />);
    await userEvent.click(screen.getByLabelText('Work on Wednesday'));
    await userEvent.selectOptions(screen.getByLabelText('Wednesday from'), '10:00');
    await userEvent.selectOptions(screen.getByLabelText('Wednesday until'), '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(onSave).toHaveBeenCalledWith([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 3, start: '10:00', end: '16:00' },
    ]);
  });

  it('refuses no day at all and an end before the start, without saving', async () => {
    const onSave = jest.fn();
    renderCleaner(<AvailabilityForm windows={[{ weekday: 2, start: '08:00', end: '12:00' }]} isDefault={false} saving={false} onSave={onSave} />);
    await userEvent.selectOptions(screen.getByLabelText('Tuesday until'), '07:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(screen.getByText('On Tuesday, the end must be after the start.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Work on Tuesday'));
    await userEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(screen.getByText('Choose at least one day you work.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
