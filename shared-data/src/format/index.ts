export { toKobo } from './naira';
export { normaliseNigerianPhone, formatNigerianPhone } from './phone';
export { firstName } from './names';
export { isValidEmail } from './email';
export { formatPlace } from './place';
export { APP_TIME_ZONE, formatDate, formatDateTime, formatRelative, timeOfDayGreeting, toIsoDate } from './dates';
