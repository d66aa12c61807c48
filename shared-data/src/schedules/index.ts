export {
  addSchedule,
  SCHEDULE_SLOT_REQUIRED,
  SCHEDULE_SLOT_STARTS,
  scheduleSlotLabel,
  fetchClientSchedules,
  upcomingVisits,
  useAddSchedule,
  useClientSchedules,
  type ClientSchedule,
  type ScheduleInput,
  type ScheduleVisit,
} from './schedules';
