// /privacy-policy: what Spotless collects, why, for how long, how identity documents are handled, and users' rights
// under the Nigeria Data Protection Act 2023 (NDPA).
import { Text } from '@spotless/shared-ui';
import { CONTACT, LegalDocument, type LegalSection } from './LegalDocument';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <Text>
        {CONTACT.company} (&quot;Spotless&quot;, &quot;we&quot;) runs the Spotless marketplace, which connects people and
        organisations who need cleaning (&quot;clients&quot; and &quot;guests&quot;) with independent cleaners. We are the data
        controller for the personal data described here, within the meaning of the Nigeria Data Protection Act 2023
        (&quot;NDPA&quot;). {CONTACT.address} Our Data Protection Officer can be reached at {CONTACT.privacyEmail}.
      </Text>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <Text>We collect only what we need to run the marketplace:</Text>
        <ul>
          <li>
            <strong>Account details</strong>: your name, e-mail address, Nigerian phone number, password (stored only as
            a one-way hash by our authentication service, never readable by our staff) and profile picture if you add one.
          </li>
          <li>
            <strong>Client details</strong>: your address, state and local government area of residence, the cleaning
            requests, quotes, bookings, schedules and reviews you make, and your payment history.
          </li>
          <li>
            <strong>Cleaner details</strong>: your public profile (photo, bio, specialisations, service locations, years
            of experience, availability), your bids and jobs, earnings, and the verification documents described in
            section 5.
          </li>
          <li>
            <strong>Guest details</strong>: when you use Spotless without an account, the name, phone number, e-mail
            and address you give in a quote, booking, pre-subscription or partnership form, and your chat messages.
          </li>
          <li>
            <strong>Technical data</strong>: a session token kept in your browser so you stay signed in, and server
            logs (IP address, time, page requested) that we keep for security.
          </li>
        </ul>
        <Text>We do not use advertising trackers and we do not sell personal data.</Text>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it and our lawful basis',
    body: (
      <ul>
        <li>
          <strong>To provide the service you asked for</strong> (contract): matching requests with cleaners, sharing a
          client&apos;s contact details with the cleaner whose offer was accepted (and not before), bookings, schedules,
          payments, notifications and chat.
        </li>
        <li>
          <strong>To keep the marketplace safe</strong> (legitimate interests and legal obligation): verifying
          cleaners&apos; identity, preventing fraud and abuse, moderating reviews, and securing our systems.
        </li>
        <li>
          <strong>Identity verification of cleaners</strong> (your consent, which you give when you submit your
          documents, and our legitimate interest in the safety of clients&apos; homes). We record when you consented.
        </li>
        <li>
          <strong>To answer enquiries</strong> from guests, pre-subscribers and partner organisations (your request and
          our legitimate interests).
        </li>
        <li>
          <strong>To meet legal duties</strong>, such as tax and accounting records and lawful requests from Nigerian
          authorities.
        </li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see your data',
    body: (
      <>
        <ul>
          <li>
            <strong>The public</strong> sees only the profiles of verified, active cleaners: name, photo, bio,
            specialisations, service locations, experience, availability, rating and reviews.
          </li>
          <li>
            <strong>Cleaners</strong> see a request&apos;s service, location and description. A guest&apos;s or client&apos;s
            contact details are shown only to the cleaner whose offer was accepted or who was booked.
          </li>
          <li>
            <strong>Our operations staff</strong> (administrators) see what they need to run bookings, payments,
            verification and support. Every administrator account is personal; access rules are enforced by our
            database for every request, not only by the website.
          </li>
          <li>
            <strong>Service providers</strong> that host our database, files and e-mail act on our written
            instructions under data processing agreements. Where they store data outside Nigeria we rely on the
            transfer safeguards of Part VIII of the NDPA.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'id-documents',
    title: 'Identity documents of cleaners',
    body: (
      <>
        <Text>
          Cleaners submit a government ID (Driver&apos;s License, NIN slip, Voter&apos;s Card or International Passport)
          and a proof of address. Because these documents are sensitive, we handle them under stricter rules:
        </Text>
        <ul>
          <li>
            <strong>Private storage.</strong> Documents are kept in a private storage area, never on a public link.
            Only the cleaner who uploaded a document can add it; nobody can browse other people&apos;s files.
          </li>
          <li>
            <strong>Who may view them.</strong> Only administrators reviewing a verification may open a document, and
            only through a link that expires after a few minutes. Cleaners can see the status of their own
            submission. Clients and other cleaners never see these documents.
          </li>
          <li>
            <strong>Audit.</strong> Every time an administrator opens a document we record who opened it and when.
            We review these records regularly and investigate any access without a verification reason.
          </li>
          <li>
            <strong>Retention.</strong> We keep the documents of a verified cleaner while their account is active and
            for 12 months after it closes, to answer safety complaints about past jobs. Documents of a rejected or
            withdrawn submission are deleted within 90 days of the decision. Audit records are kept for 3 years.
          </li>
          <li>
            <strong>Breaches.</strong> If a breach puts these documents or any other personal data at risk, we notify
            the Nigeria Data Protection Commission within 72 hours of becoming aware of it, and tell the people
            affected without undue delay when the risk to them is high.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>Accounts and profiles: while your account is open; deleted or anonymised within 30 days of closing it.</li>
        <li>Bookings, quotes, bids, reviews and payment records: 6 years after the job, for accounting and tax purposes.</li>
        <li>Guest requests and chats: 12 months after the last activity, unless you create an account.</li>
        <li>Pre-subscriptions and partnership enquiries: 12 months, or longer if they lead to a contract.</li>
        <li>Security logs: 90 days.</li>
        <li>Identity documents: see section 5.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <Text>Under the NDPA you may, free of charge:</Text>
        <ul>
          <li>ask for a copy of the personal data we hold about you, and have it corrected if it is wrong;</li>
          <li>ask us to delete it, or to restrict how we use it, where the law allows;</li>
          <li>object to processing based on our legitimate interests;</li>
          <li>withdraw consent at any time (for example to identity verification; you will then not be able to take jobs);</li>
          <li>receive data you gave us in a common machine-readable format (data portability);</li>
          <li>complain to the Nigeria Data Protection Commission (ndpc.gov.ng).</li>
        </ul>
        <Text>We answer requests within 30 days. We may ask you to confirm your identity first.</Text>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect data',
    body: (
      <Text>
        Data travels encrypted (HTTPS). Access is checked by our database on every request, so each person reaches only
        their own records. Passwords are hashed by our authentication service. Staff access is personal, limited to
        their role and logged. We test these rules automatically every time we change the product.
      </Text>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <Text>Spotless is for adults. You must be 18 or older to create an account or work as a cleaner.</Text>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <Text>We will post any change on this page and, for important changes, tell account holders by e-mail before they apply.</Text>,
  },
  {
    id: 'contact',
    title: 'How to reach us',
    body: (
      <Text>
        Data Protection Officer, {CONTACT.company}: <a href={`mailto:${CONTACT.privacyEmail}`}>{CONTACT.privacyEmail}</a>. General
        enquiries: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>, {CONTACT.phone}. {CONTACT.address}
      </Text>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="1 June 2025"
      intro={<Text>This policy explains what personal data Spotless collects, why, how long we keep it and the choices you have.</Text>}
      sections={PRIVACY_SECTIONS}
    />
  );
}
