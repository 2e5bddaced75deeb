import type { Migration } from '../migrate';
import { accountMigrations } from './account';
import { coreMigrations } from './core';
import { documentMigrations } from './documents';
import { referenceMigrations } from './reference';
import { cashbackMigrations } from './cashback';
import { contactMigrations } from './contact';
import { eventMigrations } from './events';
import { inboxMigrations } from './inbox';
import { metaMigrations } from './meta';
import { paymentMigrations } from './payments';
import { promotionMigrations } from './promotions';
import { quickQuoteMigrations } from './quick-quote';
import { rateLimitMigrations } from './rate-limits';
import { remoteMigrations } from './remotes';

// Every schema change, in the order it is applied. A domain adds its own file here (e.g.
// `events.ts` exporting `eventMigrations`) and one line below; never edit an applied migration,
// add a new one.
export const migrations: readonly Migration[] = [
  ...coreMigrations,
  ...accountMigrations,
  ...referenceMigrations,
  ...documentMigrations,
  ...inboxMigrations,
  ...eventMigrations,
  ...contactMigrations,
  ...metaMigrations,
  ...promotionMigrations,
  ...cashbackMigrations,
  ...quickQuoteMigrations,
  ...paymentMigrations,
  ...rateLimitMigrations,
  ...remoteMigrations,
];
