import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { matchesFilter } from './options';
import { SelectField } from './SelectField';

const STATES = ['Abia', 'Lagos', 'Plateau', 'Kano', 'Ogun', 'FCT'];

describe('SelectField (native)', () => {
  it('labels the select, lists the placeholder and options, and reports the value', () => {
    const onValueChange = jest.fn();
    renderWithTheme(
      <SelectField label="Building Type" placeholder="Select building type" options={[{ value: 'residential', label: 'Residential' }, 'commercial']} onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Building Type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select building type', 'Residential', 'commercial']);
    fireEvent.change(select, { target: { value: 'residential' } });
    expect(onValueChange).toHaveBeenCalledWith('residential');
  });

  it('marks an error as invalid and describes the control with it', () => {
    renderWithTheme(<SelectField label="Rooms" options={['1', '2']} error="Please fill in all fields." />);
    const select = screen.getByRole('combobox', { name: 'Rooms' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please fill in all fields.');
  });
});

describe('SelectField searchable', () => {
  const setup = (onValueChange = jest.fn()) => {
    renderWithTheme(
      <form data-testid="form">
        <SelectField searchable label="State of Residence" name="state" options={STATES} onValueChange={onValueChange} />
      </form>,
    );
    return { input: screen.getByRole('combobox', { name: 'State of Residence' }), onValueChange };
  };
  const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

  it('is a collapsed combobox controlling a listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('filters options as the user types, ignoring case', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'LA' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Lagos', 'Plateau']);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(optionNames()).toEqual([]);
    expect(screen.getAllByText('No matches').length).toBeGreaterThan(0);
  });

  it('picks the highlighted option with arrow keys and Enter', () => {
    const { input, onValueChange } = setup();
    fireEvent.change(input, { target: { value: 'a' } });
    // Matches: Abia, Lagos, Plateau, Kano; the first is active.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Lagos' }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onValueChange).toHaveBeenCalledWith('Lagos');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Lagos');
    expect(screen.getByTestId('form')).toHaveFormValues({ state: 'Lagos' });
  });

  it('picks an option by click and wraps arrow movement', () => {
    const { input, onValueChange } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(optionNames()).toHaveLength(STATES.length);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'FCT' }).id);
    fireEvent.click(screen.getByRole('option', { name: 'Kano' }));
    expect(onValueChange).toHaveBeenCalledWith('Kano');
  });

  it('closes on Escape and keeps the previous selection', () => {
    const { input, onValueChange } = setup();
    fireEvent.change(input, { target: { value: 'Og' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('matchesFilter', () => {
  it('ignores case, accents and surrounding spaces', () => {
    expect(matchesFilter('Ọyọ', 'oyo')).toBe(true);
    expect(matchesFilter('Akwa Ibom', ' ibom ')).toBe(true);
    expect(matchesFilter('Kano', 'lag')).toBe(false);
  });
});
