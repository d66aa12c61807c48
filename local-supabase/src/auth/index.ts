import type { Service } from '../service';

/** auth service: placeholder until its implementation lands (see issue 3). */
export const registerAuth: Service = async () => {};
