import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGuest } from '../test/render';
import { QuoteRequestForm, quoteFormErrors } from './QuoteRequestForm';

describe('QuoteRequestForm', () => {
  it('offers the five quote service types', () => {
    renderGuest(<QuoteRequestForm />);
    const options = Array.from((screen.getByLabelText(/Service type/) as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Select a service', 'House Cleaning', 'Office Cleaning', 'Window Cleaning', 'Carpet Cleaning', 'Deep Cleaning']);
  });

  it('names each missing required field and sends nothing', async () => {
    const onSubmitted = jest.fn();
    renderGuest(<QuoteRequestForm onSubmitted={onSubmitted} />);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Amaka');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByText('Service type is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields.')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('treats blank text as missing; email and budget are optional', () => {
    const errors = quoteFormErrors({ serviceType: 'Deep Cleaning', fullName: '  ', location: 'Yaba', description: 'x', phone: '0803', email: '', budget: '' });
    expect(errors).toEqual({ fullName: 'Full name is required' });
  });
});
