import type { Migration } from '../migrate';
import { coreMigrations } from './core';

// Every schema change, in the order it is applied. A domain adds its own file here (e.g.
// `events.ts` exporting `eventMigrations`) and one line below; never edit an applied migration,
// add a new one.
export const migrations: readonly Migration[] = [...coreMigrations];
