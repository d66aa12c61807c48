export {
  addSchedule,
  fetchClientSchedules,
  upcomingVisits,
  useAddSchedule,
  useClientSchedules,
  type ClientSchedule,
  type ScheduleInput,
  type ScheduleVisit,
} from './schedules';
