import { screen, within } from '@testing-library/react';
import { renderCleaner } from '../../test/render';
import { profile } from '../../test/fixtures';
import { DashboardGuide } from './DashboardPage';

describe('DashboardGuide', () => {
  it('guides a new cleaner to each missing profile step and to verification', () => {
    renderCleaner(
      <DashboardGuide
        profile={profile({ phone: null, avatarUrl: null, bio: null, specializations: [], serviceLocations: [], state: null, verificationStatus: 'unverified' })}
        basePath="/cleaner"
      />,
    );
    const steps = screen.getByTestId('profile-steps');
    expect(within(steps).getByRole('link', { name: 'Personal Details' })).toHaveAttribute('href', '/cleaner/profile/personal');
    expect(within(steps).getByRole('link', { name: 'My Bio' })).toHaveAttribute('href', '/cleaner/profile/bio');
    expect(screen.getByRole('link', { name: 'Verify Profile Now' })).toHaveAttribute('href', '/cleaner/verification');
  });

  it('shows no steps for a complete, verified profile', () => {
    renderCleaner(<DashboardGuide profile={profile({ avatarUrl: 'https://x/a.png' })} basePath="/cleaner" />);
    expect(screen.queryByTestId('profile-steps')).not.toBeInTheDocument();
    expect(screen.getByText(/You are verified/)).toBeInTheDocument();
  });
});
