import { replacementNotice, type BookingStandby } from './replacement';

const standby = (over: Partial<BookingStandby> = {}): BookingStandby => ({
  id: 's1', state: 'open', reason: 'cleaner_cancelled', openedAt: '2026-11-25T09:00:00Z', deadlineAt: '2026-11-25T13:00:00Z', closedAt: null, ...over,
});
const waiting = { status: 'pending', cleaner_id: null, cleaner_name: null };

describe('the replacement notice on the customer\'s booking page', () => {
  it('while offers are out: what happened, until when (Lagos time), and that cancelling is free', () => {
    expect(replacementNotice(standby(), waiting)).toEqual({
      kind: 'searching',
      title: 'Finding a replacement',
      lines: [
        'Your cleaner cancelled this booking.',
        'We are offering it to verified cleaners near you and will tell you who is coming, at the latest by 25 Nov 2026, 14:00.',
        'You can wait, or cancel free of charge.',
      ],
    });
    expect(replacementNotice(standby({ reason: 'no_show' }), waiting)?.lines[0]).toBe('Your cleaner did not start in time.');
  });

  it('says nobody was found once the standby expired with nobody on the job', () => {
    expect(replacementNotice(standby({ state: 'expired' }), waiting)).toMatchObject({
      kind: 'not_found', title: 'No replacement found yet', lines: ['Nobody has taken it yet. Our team will contact you.', 'You can wait, or cancel free of charge.'],
    });
  });

  it('names who is coming once a replacement accepted', () => {
    const taken = standby({ state: 'taken', closedAt: '2026-11-25T09:30:00Z' });
    expect(replacementNotice(taken, { status: 'accepted', cleaner_id: 'c2', cleaner_name: 'Kunle Ade' })).toMatchObject({ kind: 'found', title: 'Kunle Ade is coming' });
    expect(replacementNotice(taken, { status: 'accepted', cleaner_id: 'c2', cleaner_name: null })?.title).toBe('A verified cleaner is coming');
  });

  it('says nothing when the cleaner never dropped it, once the job is under way, or when the booking was cancelled', () => {
    expect(replacementNotice(null, waiting)).toBeNull();
    expect(replacementNotice(standby({ state: 'taken' }), { status: 'in_progress', cleaner_id: 'c2', cleaner_name: 'Kunle Ade' })).toBeNull();
    expect(replacementNotice(standby({ state: 'closed' }), { status: 'cancelled', cleaner_id: null, cleaner_name: null })).toBeNull();
    // An admin matched a cleaner who has not answered yet: not "coming".
    expect(replacementNotice(standby({ state: 'assigned' }), { status: 'pending', cleaner_id: 'c3', cleaner_name: 'Sade Bello' })).toBeNull();
  });
});
