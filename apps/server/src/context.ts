import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { EventPublisher } from './realtime/publisher.js';

/** What services need, handed in once; services never see requests. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  events: EventPublisher;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
