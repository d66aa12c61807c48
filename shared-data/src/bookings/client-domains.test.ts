// Pure rules of the client domains: the spec's validation texts and the derived lists the screens show.
import { MESSAGES } from '../constants/messages';
import { needsResidence } from '../client-profile/client-profile';
import { paymentDate } from '../payments/payments';
import { validateReview } from '../reviews/reviews';
import { upcomingVisits } from '../schedules/schedules';
import { toProviderSearch } from './bookings';

describe('toProviderSearch', () => {
  it('needs a location and a positive budget', () => {
    for (const input of [{ location: '', budget: '25000' }, { location: 'Lagos', budget: '' }, { location: 'Lagos', budget: 'abc' }, { location: 'Lagos', budget: '0' }]) {
      expect(() => toProviderSearch(input)).toThrow(MESSAGES.search.locationAndBudgetRequired);
    }
    expect(toProviderSearch({ location: ' Lekki ', budget: '₦25,000' })).toEqual({ location: 'Lekki', budgetKobo: 2_500_000 });
  });
});

describe('validateReview', () => {
  it('needs both a 1-5 rating and feedback', () => {
    expect(() => validateReview({ bookingId: 'b', rating: null, feedback: 'ok' })).toThrow(MESSAGES.reviews.feedbackAndRatingRequired);
    expect(() => validateReview({ bookingId: 'b', rating: 6, feedback: 'ok' })).toThrow(MESSAGES.reviews.feedbackAndRatingRequired);
    expect(() => validateReview({ bookingId: 'b', rating: 4, feedback: '  ' })).toThrow(MESSAGES.reviews.feedbackAndRatingRequired);
    expect(validateReview({ bookingId: 'b', rating: 4, feedback: ' Great ' })).toEqual({ rating: 4, feedback: 'Great' });
  });
});

describe('needsResidence', () => {
  it('asks when state or LGA is missing, not before the profile is known', () => {
    expect(needsResidence(undefined)).toBe(false);
    expect(needsResidence({ state_of_residence: 'Lagos', lga_of_residence: null })).toBe(true);
    expect(needsResidence({ state_of_residence: ' ', lga_of_residence: 'Ikeja' })).toBe(true);
    expect(needsResidence({ state_of_residence: 'Lagos', lga_of_residence: 'Ikeja' })).toBe(false);
  });
});

describe('upcomingVisits and paymentDate', () => {
  it('keeps visits to do from today on, soonest first (by slot: a moved visit sorts by its new time)', () => {
    const at = (day: string, hour: number) => ({ visit_date: day, starts_at: `${day}T${String(hour - 1).padStart(2, '0')}:00:00Z`, ends_at: `${day}T${String(hour + 1).padStart(2, '0')}:00:00Z` });
    const visits = [
      // Each visit is a booking of the schedule: its status is the booking's.
      { id: '3', ...at('2031-03-17', 10), status: 'accepted' as const },
      { id: '1', ...at('2031-03-03', 10), status: 'accepted' as const },
      { id: '2', ...at('2031-03-10', 10), status: 'completed' as const },
      { id: '4', ...at('2031-03-24', 10), status: 'on_the_way' as const },
      { id: '5', ...at('2031-03-17', 8), status: 'pending' as const },
      { id: '6', ...at('2031-03-18', 8), status: 'cancelled' as const },
      { id: '7', ...at('2031-03-19', 8), status: 'awaiting_confirmation' as const },
    ];
    expect(upcomingVisits({ visits }, '2031-03-04').map((v) => v.id)).toEqual(['5', '3', '4']);
  });
  it('dates a payment by when it was paid, else when it was recorded', () => {
    expect(paymentDate({ paid_at: '2025-06-02', created_at: '2025-06-01' })).toBe('2025-06-02');
    expect(paymentDate({ paid_at: null, created_at: '2025-06-01' })).toBe('2025-06-01');
  });
});
