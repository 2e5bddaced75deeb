import * as v from 'valibot';
import { FeatureFlagsSchema, type FeatureFlags } from '@portal/contract';
import type { Db } from '../db/database';
import { featureFlagRows, findPortal, writeFeatureFlag } from './store';

// The feature flags of each brand (portal.md §3 "Client stored state", §4 "Features"), kept in
// the feature_flags table so that `pnpm --filter api ops feature <portal> <flag> on|off` switches
// one for the running server: the features file is read from the table on every request.

export type FeatureFlagName = keyof FeatureFlags;

export const FEATURE_FLAG_NAMES: readonly string[] = Object.keys(FeatureFlagsSchema.entries);

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return FEATURE_FLAG_NAMES.includes(name);
}

/** The brand's flags as the features file serves them, or undefined for an unknown brand. */
export async function readFeatureFlags(db: Db, portal: string): Promise<FeatureFlags | undefined> {
  if (!(await findPortal(db, portal))) return undefined;
  const rows = await featureFlagRows(db, portal);
  // Flags without a row take the schema's defaults.
  return v.parse(
    FeatureFlagsSchema,
    Object.fromEntries(rows.map((row) => [row.flag, row.enabled])),
  );
}

/** Switches one flag of one brand; returns what the ops command prints. Throws on a bad name. */
export async function setFeatureFlag(
  db: Db,
  portal: string,
  flag: string,
  on: boolean,
): Promise<string> {
  if (!(await findPortal(db, portal))) throw new Error(`No portal '${portal}'.`);
  if (!isFeatureFlagName(flag)) {
    throw new Error(`No feature '${flag}'. Features: ${FEATURE_FLAG_NAMES.join(', ')}.`);
  }
  await writeFeatureFlag(db, portal, flag, on);
  return `Feature '${flag}' is ${on ? 'on' : 'off'} for ${portal}.`;
}
