import { accountSeed } from './account';
import { agreementsSeed } from './agreements';
import { alertsSeed } from './alerts';
import { brandsSeed } from './brands';
import { breachedPasswordsSeed } from './breached-passwords';
import { policiesSeed } from './policies/seed';
import type { SeedStep } from './seed-step';
import { usersSeed } from './users';
import { documentsSeed } from './documents';
import { referenceSeed } from './reference';
import { invitedAgreementsSeed } from './agreements-invited';
import { cashbackSeed } from './cashback';
import { eventsSeed } from './events';
import { inboxSeed } from './inbox';
import { metaSeed } from './meta';
import { paymentsSeed } from './payments';
import { promotionsSeed } from './promotions';

// The demo data, in the order it is written (api/README.md, "Seed data"). A domain adds its own
// step file (e.g. `events.ts` exporting `eventsSeed`) and one line below, after the steps whose
// rows it refers to. Each step runs once per database; never change an applied step's id.
export const seedSteps: readonly SeedStep[] = [
  brandsSeed,
  usersSeed,
  policiesSeed,
  agreementsSeed,
  accountSeed,
  alertsSeed,
  breachedPasswordsSeed,
  referenceSeed,
  documentsSeed,
  invitedAgreementsSeed,
  inboxSeed,
  eventsSeed,
  metaSeed,
  promotionsSeed,
  cashbackSeed,
  paymentsSeed,
];

/**
 * What every database needs, demo or not: the brands (every call names one), their content, the
 * reference lists the forms offer and the breached-password ranges. The demo adds the rest.
 */
export const baseSeedSteps: readonly SeedStep[] = seedSteps.filter((step) =>
  [brandsSeed, metaSeed, referenceSeed, breachedPasswordsSeed].includes(step),
);
