// The company's public contact details shown in the footer (spec §1: head office Lagos, branch Owerri).
export const CONTACT = {
  headOffice: 'Head office: Lagos, Nigeria',
  branch: 'Branch: Owerri, Imo State',
  phoneDisplay: '+234 800 776 8567',
  phoneHref: 'tel:+2348007768567',
  email: 'hello@spotless.ng',
} as const;

// Spotless's own pages on each network (a visitor looking for the company lands on it, not on the network's home
// page). Change them here when the accounts change.
export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/spotlessng' },
  { label: 'Instagram', href: 'https://www.instagram.com/spotlessng/' },
  { label: 'X (Twitter)', href: 'https://x.com/spotlessng' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/spotlessng' },
] as const;
