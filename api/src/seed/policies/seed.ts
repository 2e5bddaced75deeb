import { savePolicy } from '../../policies/store';
import type { SeedStep } from '../seed-step';
import { carDriverPolicies } from './car-driver';
import { bikeRiderPolicies, vanFleetPolicies } from './van-and-bike';

/** Every seeded policy, checked against the contract's StoredPolicySchema as it is saved. */
export const policiesSeed: SeedStep = {
  id: 'core-policies',
  async run(context) {
    const owners = [
      ['car.driver', carDriverPolicies(context)],
      ['van.fleet', vanFleetPolicies(context)],
      ['bike.rider', bikeRiderPolicies(context)],
    ] as const;
    for (const [username, policies] of owners) {
      const userId = await context.userId(username);
      for (const policy of policies) await savePolicy(context.db, userId, policy, context.now);
    }
  },
};
