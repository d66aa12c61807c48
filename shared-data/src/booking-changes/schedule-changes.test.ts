import { addSchedule, scheduleSlotLabel, SCHEDULE_SLOT_REQUIRED } from '@spotless/shared-data';
import { cancelScheduleOutcome, moveRule, skipOutcome, type ScheduleTerms, type ScheduleVisitTerms } from './schedule-changes';

const policy = { free_cancel_hours: 24, reschedule_min_hours: 12, reschedule_limit: 2 };
const visit = (over: Partial<ScheduleVisitTerms> = {}): ScheduleVisitTerms => ({
  role: 'client', visit_id: 'v1', schedule_id: 's1', status: 'scheduled', starts_at: '2031-03-03T09:00:00Z', ends_at: '2031-03-03T11:00:00Z',
  can_skip: true, skip_refusal: null, late: false, fee_kobo: 0, fee_waived_reason: null, free_until: '2031-03-02T09:00:00Z',
  can_move: true, move_refusal: null, move_until: '2031-03-02T21:00:00Z', moves_left: 2, policy, ...over,
});
const schedule = (over: Partial<ScheduleTerms> = {}): ScheduleTerms => ({
  role: 'client', schedule_id: 's1', status: 'active', can_cancel: true, cancel_refusal: null, can_edit: true, edit_refusal: null,
  cancel_action: 'cancel', visits_cancelled: 5, next_visit_starts_at: '2031-03-03T09:00:00Z', late: false, fee_kobo: 0,
  fee_waived_reason: null, policy, ...over,
});

describe('skipping a visit, in words before the button', () => {
  it('names the visit in Lagos time and says it is free in the free window', () => {
    expect(skipOutcome(visit())).toEqual([
      'The visit of 3 Mar 2031, 10:00–12:00 is cancelled. Your other visits stay as they are.',
      'Free: skipping is free until 24 hours before a visit.',
      'Your cleaner is told.',
    ]);
  });
  it('late: says so and why no fee is charged; refused: gives only the database reason', () => {
    const late = skipOutcome(visit({ late: true, fee_waived_reason: 'You have not paid for this visit on its own, so no fee is charged.' }));
    expect(late).toContain('It is less than 24 hours before the visit.');
    expect(late).toContain('You have not paid for this visit on its own, so no fee is charged.');
    expect(skipOutcome(visit({ can_skip: false, skip_refusal: 'This visit has started, so it can no longer be skipped.' })))
      .toEqual(['This visit has started, so it can no longer be skipped.']);
  });
});

describe('the move rule', () => {
  it('states the moves left and the window, or the refusal; nothing until the terms arrive', () => {
    expect(moveRule(visit({ moves_left: 1 }))).toEqual({ rule: 'You can move this visit 1 more time, until 12 hours before it starts.', allowed: true });
    expect(moveRule(visit({ can_move: false, move_refusal: 'This visit was already moved 2 times, the most allowed.' })))
      .toEqual({ rule: 'This visit was already moved 2 times, the most allowed.', allowed: false });
    expect(moveRule(undefined)).toEqual({ rule: null, allowed: false });
  });
});

describe('cancelling a schedule, in words', () => {
  it('pending: deleted; active: the upcoming visits go and the history stays', () => {
    expect(cancelScheduleOutcome(schedule({ cancel_action: 'delete', visits_cancelled: 0 }))).toEqual(['No cleaner is matched yet, so the schedule is deleted.']);
    expect(cancelScheduleOutcome(schedule())).toEqual([
      'Your 5 upcoming visits are cancelled. Completed visits stay in your history.',
      'Free of charge.',
      'Your cleaner is told.',
    ]);
    expect(cancelScheduleOutcome(schedule({ visits_cancelled: 1, late: true, fee_waived_reason: 'You have not paid for these visits on their own, so no fee is charged.' })))
      .toEqual([
        'Your 1 upcoming visit is cancelled. Completed visits stay in your history.',
        'Your next visit is in less than 24 hours. You have not paid for these visits on their own, so no fee is charged.',
        'Your cleaner is told.',
      ]);
    expect(cancelScheduleOutcome(schedule({ can_cancel: false, cancel_refusal: 'This schedule has ended.' }))).toEqual(['This schedule has ended.']);
  });
});

describe('schedule slots', () => {
  it('labels a slot start with its two hours, as the database gives it or as typed', () => {
    expect(scheduleSlotLabel('08:00')).toBe('08:00–10:00');
    expect(scheduleSlotLabel('16:00:00')).toBe('16:00–18:00');
  });
  it('Add Schedule refuses a time that is not a slot before asking the database', async () => {
    await expect(addSchedule('u1', { startDate: '2031-03-03', serviceTime: '09:30' })).rejects.toThrow(SCHEDULE_SLOT_REQUIRED);
  });
});
