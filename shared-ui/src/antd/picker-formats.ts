/** Wire format of DateField values, the same as a Postgres `date`. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Wire format of TimeField values (24-hour, like a Postgres `time` without seconds). */
export const TIME_FORMAT = 'HH:mm';
