import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/types';
import type { ApiKeys } from './keys';
import type { Mailer } from './mail/mailer';

/** What every service (rest, auth, storage, realtime, mail) is given. */
export interface ServiceDeps {
  config: Config;
  db: Database;
  keys: ApiKeys;
  log: Logger;
  mailer: Mailer;
}

/** A service mounts its routes on the shared Fastify app (inside its own encapsulated plugin). */
export type Service = (app: FastifyInstance, deps: ServiceDeps) => Promise<void>;
