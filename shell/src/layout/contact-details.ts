// The company's public contact details shown in the footer (spec §1: head office Lagos, branch Owerri).
export const CONTACT = {
  headOffice: 'Head office: Lagos, Nigeria',
  branch: 'Branch: Owerri, Imo State',
  phoneDisplay: '+234 800 776 8567',
  phoneHref: 'tel:+2348007768567',
  email: 'hello@spotless.ng',
} as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;
