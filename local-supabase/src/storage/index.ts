import type { Service } from '../service';

/** storage service: placeholder until its implementation lands (see issue 3). */
export const registerStorage: Service = async () => {};
