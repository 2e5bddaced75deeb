import type { Db } from '../db/database';

// What a seed step is and works with. Its own module, so that the steps and `run-seed.ts`, which
// imports the list of steps, both import it and neither imports the other.

/** What a seed step works with. Every lookup throws when the row is missing. */
export interface SeedContext {
  readonly db: Db;
  /** The seed's moment; dates in demo data are relative to it so they stay true over time. */
  readonly now: Date;
  /** The UK date of `now`, 'YYYY-MM-DD'. */
  readonly today: string;
  /** `today` plus (or minus) days, 'YYYY-MM-DD'. */
  date(days: number): string;
  /** The scrypt hash of the demo password (one hash, made once per process). */
  readonly demoPasswordHash: string;
  /** A seeded user's id by username ('car.driver'); the invited user by `INVITED_USER_KEY`. */
  userId(username: string): Promise<number>;
  /** A seeded policy's id by its reference (`POLICY_REFERENCES`). */
  policyId(reference: string): Promise<number>;
  /** The policies a user holds: id, reference and type value ('car', 'home' ...). */
  policiesOf(
    username: string,
  ): Promise<readonly { id: number; reference: string; value: string }[]>;
}

/**
 * One piece of demo data. Applied once per database and recorded by `id` in the `seeds` table,
 * like a migration, so a step added later also reaches an existing development database.
 */
export interface SeedStep {
  readonly id: string;
  /** Writes the step's rows; runs inside the seed's transaction, so only database work. */
  run(context: SeedContext): Promise<void>;
}

/** The invited user has no username until activation; seed steps find them by this key. */
export const INVITED_USER_KEY = 'invited';
