import type { Service } from '../service';

/** realtime service: placeholder until its implementation lands (see issue 3). */
export const registerRealtime: Service = async () => {};
