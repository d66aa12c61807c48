import type { Service } from '../service';

/** rest service: placeholder until its implementation lands (see issue 3). */
export const registerRest: Service = async () => {};
