import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render-with-theme';
import { tokens } from '../theme/tokens';
import { statusLabel, statusTone } from './status-tone';
import { StatusBadge } from './StatusBadge';

describe('statusTone', () => {
  it.each(['Accepted', 'accepted', 'completed', 'Completed', 'verified', 'active', ' ACTIVE '])('%s is green', (s) => {
    expect(statusTone(s)).toBe('success');
  });
  it.each(['Rejected', 'rejected'])('%s is red', (s) => {
    expect(statusTone(s)).toBe('error');
  });
  it.each(['pending', 'Pending', 'open', 'anything', '', null, undefined])('%s is pending yellow', (s) => {
    expect(statusTone(s)).toBe('warning');
  });
});

describe('statusLabel', () => {
  it('capitalises the status for display', () => {
    expect(statusLabel('accepted')).toBe('Accepted');
    expect(statusLabel('REJECTED')).toBe('Rejected');
    expect(statusLabel('in_review')).toBe('In review');
    expect(statusLabel(null)).toBe('Pending');
  });
});

describe('StatusBadge', () => {
  it.each([
    ['accepted', 'Accepted', tokens.colorSuccessText, tokens.colorSuccessBg],
    ['Rejected', 'Rejected', tokens.colorErrorText, tokens.colorErrorBg],
    ['pending', 'Pending', tokens.colorWarningText, tokens.colorWarningBg],
  ])('shows %s capitalised in its colours', (status, text, color, background) => {
    renderWithTheme(<StatusBadge status={status} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveStyle({ color, backgroundColor: background });
  });

  it('accepts a custom label while keeping the tone', () => {
    renderWithTheme(<StatusBadge status="verified" label="Verified cleaner" />);
    expect(screen.getByText('Verified cleaner')).toHaveAttribute('data-tone', 'success');
  });
});
