import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';

export interface SeedContext {
  db: Db;
  config: AppConfig;
  log: (message: string) => void;
}

/** One area's demo data. Must be idempotent: it runs at every start-up and skips what exists. */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}
