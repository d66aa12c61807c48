import { screen } from '@testing-library/react';
import { renderCleaner } from '../../test/render';
import { profile } from '../../test/fixtures';
import { EligibilityNotice } from './Eligibility';

describe('EligibilityNotice', () => {
  it('says nothing to a verified, active cleaner', () => {
    renderCleaner(<EligibilityNotice profile={profile()} basePath="/cleaner" />);
    expect(screen.queryByTestId('eligibility-notice')).not.toBeInTheDocument();
  });

  it('links an unverified cleaner to verification', () => {
    renderCleaner(<EligibilityNotice profile={profile({ verificationStatus: 'unverified' })} basePath="/cleaner" />);
    expect(screen.getByText(/Only verified cleaners can submit bids/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your profile' })).toHaveAttribute('href', '/cleaner/verification');
  });

  it('tells a suspended cleaner so', () => {
    renderCleaner(<EligibilityNotice profile={profile({ status: 'suspended' })} basePath="/cleaner" />);
    expect(screen.getByText(/Your account is suspended/)).toBeInTheDocument();
  });
});
