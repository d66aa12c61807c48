import { SOCIAL_LINKS } from './contact-details';

it("each social link opens Spotless's own page on the network, not the network's home page", () => {
  for (const link of SOCIAL_LINKS) {
    const url = new URL(link.href);
    expect(url.protocol).toBe('https:');
    expect(url.pathname.replace(/\/+$/, '')).not.toBe('');
  }
});
