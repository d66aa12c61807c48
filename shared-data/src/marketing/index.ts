export { FEATURED_CLEANERS_LIMIT, fetchFeaturedCleaners, useFeaturedCleaners } from './featured-cleaners';
export { submitPartnershipEnquiry, usePartnershipEnquiry, type PartnershipEnquiryInput } from './partnership-enquiries';
