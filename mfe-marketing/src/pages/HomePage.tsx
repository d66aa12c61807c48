// Home (spec §1 and §2 "Public layout"): hero, verified cleaners, how it works, key features, subscription plans,
// call to action, before/after and offerings carousels, partnership cards, FAQ. Only the hero is above the fold;
// sections that need data mount their queries when scrolled near, so the first load needs no supabase-js. The
// sections below the hero mount one per task after the first paint (StagedSections), so start-up has no long commit.
import { Hero } from '../features/home/Hero';
import { CallToAction } from '../features/home/CallToAction';
import { VerifiedCleaners } from '../features/verified-cleaners/VerifiedCleaners';
import { HowItWorks, KeyFeatures } from '../features/how-it-works/HowItWorks';
import { SubscriptionPlans } from '../features/plans/SubscriptionPlans';
import { OfferingsCarousel, WorkCarousel } from '../features/showcase/Showcase';
import { PartnershipCards } from '../features/partnerships/PartnershipCards';
import { Faq } from '../features/faq/Faq';
import { StagedSections } from '../components/StagedSections';

export default function HomePage() {
  return (
    <>
      <Hero />
      <StagedSections>
        <VerifiedCleaners />
        <HowItWorks />
        <KeyFeatures />
        <SubscriptionPlans />
        <CallToAction />
        <WorkCarousel />
        <OfferingsCarousel />
        <PartnershipCards />
        <Faq />
      </StagedSections>
    </>
  );
}
