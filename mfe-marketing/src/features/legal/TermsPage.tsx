// /terms: the terms of use of the Spotless marketplace (Nigerian law).
import { Link } from '@spotless/shared-ui/router';
import { Text } from '@spotless/shared-ui';
import { CONTACT, LegalDocument, type LegalSection } from './LegalDocument';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <Text>
        These terms govern your use of the Spotless website and marketplace run by {CONTACT.company}. By creating an
        account, requesting a quote, booking, bidding or otherwise using Spotless you accept them. If you do not
        accept them, please do not use the service.
      </Text>
    ),
  },
  {
    id: 'marketplace',
    title: 'What Spotless is',
    body: (
      <Text>
        Spotless is a marketplace. Cleaners are independent service providers, not our employees. We verify
        cleaners&apos; identity, show their profiles and reviews, carry requests, offers and bookings between clients and
        cleaners, and provide support. The cleaning contract for each job is between the client and the cleaner, on
        the terms agreed through Spotless (service, date, place and price).
      </Text>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <ul>
        <li>You must be 18 or older and give true, current details, including a Nigerian phone number.</li>
        <li>Keep your password secret; you are responsible for activity on your account. Tell us at once if you suspect misuse.</li>
        <li>One person may hold a client and a cleaner role on the same account.</li>
        <li>Guests may use some features without an account; a guest request can later be moved into a new account.</li>
      </ul>
    ),
  },
  {
    id: 'clients',
    title: 'Clients and guests',
    body: (
      <ul>
        <li>Describe the job honestly (rooms, building condition, whether water is available, special requests).</li>
        <li>Give the cleaner safe access at the agreed time and a safe place to work.</li>
        <li>Pay the agreed price for completed work. Prices are in Nigerian naira (₦).</li>
        <li>Cancel through Spotless as early as possible if your plans change.</li>
        <li>Reviews must be about a real, completed booking and must be honest and respectful.</li>
      </ul>
    ),
  },
  {
    id: 'cleaners',
    title: 'Cleaners',
    body: (
      <ul>
        <li>Only verified, active cleaners appear in search and may bid. Verification requires a valid government ID and proof of address (see our Privacy Policy).</li>
        <li>Bid only on jobs you can do, at a price you will honour, and arrive on time with the agreed equipment.</li>
        <li>You are paid per completed service through the platform and can track your earnings on your dashboard.</li>
        <li>You are responsible for your own taxes and, where required, registrations as an independent provider.</li>
        <li>Contact details of clients are given to you only for the job you won; do not use them for anything else.</li>
      </ul>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions and pre-subscriptions',
    body: (
      <Text>
        Prices shown by the subscription price checker are monthly prices for the chosen building type, rooms and
        frequency, including any discount shown. A pre-subscription is a request to be contacted, not a contract and
        not a payment: your subscription starts only when you confirm the schedule with us.
      </Text>
    ),
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>No harassment, discrimination, threats or unsafe behaviour towards clients, cleaners or our staff.</li>
        <li>No fake accounts, fake reviews, or attempts to get around verification or access other people&apos;s data.</li>
        <li>No taking a job arranged on Spotless off the platform to avoid its protections.</li>
      </ul>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closure',
    body: (
      <Text>
        We may suspend or close an account that breaks these terms, puts others at risk or is linked to fraud, and we
        will tell you why unless the law or safety prevents it. You may close your account at any time; records we
        must keep by law are kept as explained in the Privacy Policy.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <Text>
        We take reasonable care in verifying cleaners and running the marketplace, and we offer a standby replacement
        when a regular cleaner is unavailable. Nothing in these terms limits rights you have under the Federal
        Competition and Consumer Protection Act 2018 or other Nigerian law that cannot be limited. Otherwise, we are
        not liable for losses that were not foreseeable, and our total liability for a booking is limited to the
        price of that booking.
      </Text>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints and disputes',
    body: (
      <Text>
        Tell us about a problem within 7 days of the job through the chat, {CONTACT.email} or {CONTACT.phone}; we
        aim to resolve it within 14 days. If we cannot agree, either side may refer the dispute to mediation in Lagos
        before going to court. These terms are governed by the laws of the Federal Republic of Nigeria.
      </Text>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <Text>
        How we handle personal data, including cleaners&apos; identity documents, is explained in our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <Text>
        We may update these terms; we will post changes here and tell account holders by e-mail before important
        changes apply. Questions: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, {CONTACT.phone}.{' '}
        {CONTACT.address}
      </Text>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="1 June 2025"
      intro={<Text>Please read these terms before using Spotless. They explain your rights and responsibilities and ours.</Text>}
      sections={TERMS_SECTIONS}
    />
  );
}
