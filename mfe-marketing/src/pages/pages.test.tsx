import { screen } from '@testing-library/react';
import { renderMarketing } from '../test/render';
import AboutPage from '../features/about/AboutPage';
import PrivacyPolicyPage from '../features/legal/PrivacyPolicyPage';
import TermsPage from '../features/legal/TermsPage';
import HomePage from './HomePage';

describe('marketing pages', () => {
  it('home: hero actions, LCP image first, FAQ with four items, eight offerings', () => {
    renderMarketing(<HomePage />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    const hero = screen.getByAltText(/living room/);
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '800');
    expect(hero.getAttribute('srcset')).toMatch(/480w.*800w.*1200w/);
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(4);
    expect(screen.getAllByText(/^High-quality .* to ensure cleanliness and comfort\.$/)).toHaveLength(8);
    for (const step of ['1. Choose Plan', '2. Pre-Subscribe', '3. Schedule', '4. Get Matched']) expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
  });

  it('about: mission, offer, values and a team of four', () => {
    renderMarketing(<AboutPage />);
    for (const title of ['Our Mission', 'What We Offer', 'Our Values', 'Our Team']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('[aria-label="Our team"]'))).toHaveLength(4);
  });

  it('privacy policy covers ID documents (private storage, who may view, audit, retention) and the NDPA 2023', () => {
    renderMarketing(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Identity documents of cleaners/ })).toBeInTheDocument();
    for (const rule of ['Private storage.', 'Who may view them.', 'Audit.', 'Retention.', 'Breaches.']) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getAllByText(/Nigeria Data Protection Act 2023/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'privacy@spotless.ng' })).toHaveAttribute('href', 'mailto:privacy@spotless.ng');
  });

  it('terms link to the privacy policy and name Nigerian law', () => {
    renderMarketing(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/laws of the Federal Republic of Nigeria/)).toBeInTheDocument();
  });
});
