import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { CheckboxGroup } from './CheckboxGroup';
import { FormError } from './FormError';
import { RadioGroup } from './RadioGroup';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField and TextAreaField', () => {
  it('associate label, hint and error with the control', () => {
    renderWithTheme(<TextField label="Email Address" type="email" hint="We never share it." error="Enter a valid email address." required />);
    const input = screen.getByRole('textbox', { name: /Email Address/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address.');
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithTheme(<TextAreaField label="Bio" />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).not.toHaveAttribute('aria-describedby');
  });
});

describe('CheckboxGroup', () => {
  it('reports checked values in option order', () => {
    const onChange = jest.fn();
    renderWithTheme(<CheckboxGroup label="Specializations" name="spec" options={['Vehicle', 'Event', 'Industrial']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Specializations' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Industrial' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vehicle' }));
    expect(onChange).toHaveBeenLastCalledWith(['Vehicle', 'Industrial']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Industrial' }));
    expect(onChange).toHaveBeenLastCalledWith(['Vehicle']);
    expect(screen.getByRole('checkbox', { name: 'Vehicle' })).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('checks one option at a time and reports it', () => {
    const onChange = jest.fn();
    renderWithTheme(<RadioGroup label="Availability" name="availability" options={['Weekdays', 'Daily', 'Weekends']} defaultValue="Daily" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Availability' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekends' }));
    expect(onChange).toHaveBeenCalledWith('Weekends');
    expect(screen.getByRole('radio', { name: 'Daily' })).not.toBeChecked();
  });
});

describe('FormError', () => {
  it('renders nothing without a message and an alert with one', () => {
    const { rerender } = renderWithTheme(<FormError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Please fill in all fields.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.');
  });
});
