import { agreementsSeed } from './agreements';
import { brandsSeed } from './brands';
import { policiesSeed } from './policies/seed';
import type { SeedStep } from './run-seed';
import { usersSeed } from './users';

// The demo data, in the order it is written (api/README.md, "Seed data"). A domain adds its own
// step file (e.g. `events.ts` exporting `eventsSeed`) and one line below, after the steps whose
// rows it refers to. Each step runs once per database; never change an applied step's id.
export const seedSteps: readonly SeedStep[] = [brandsSeed, usersSeed, policiesSeed, agreementsSeed];
