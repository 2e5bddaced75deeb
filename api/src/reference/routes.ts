import {
  addressEndpoints,
  formOptionEndpoints,
  JOBS_SEARCH_LIMIT,
  MESSAGES,
  vehicleFinderEndpoints,
} from '@portal/contract';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';
import { ownedPolicy } from '../policies/store';
import {
  formOptions,
  lookupAddresses,
  lookupRegistration,
  makesAndModels,
  searchOptions,
} from './store';
import { vehicleKindOf } from './vehicles';

// The lookups of the change forms (policy-changes.md §7): address by postcode, vehicle by
// registration, makes and models, the option lists, and jobs and industries. They change
// nothing. A policy named in a query or path must be the caller's (404 otherwise).

export const referenceRoutes: RouteModule = (app, { db }) => {
  // §8: no results shows MESSAGES.addressNotFound and manual entry; an unknown postcode is [].
  registerEndpoint(app, addressEndpoints.lookupAddress, ({ body }) =>
    lookupAddresses(db, body.postcode),
  );

  registerEndpoint(app, vehicleFinderEndpoints.lookupRegistration, async ({ body }) => {
    const found = await lookupRegistration(db, body.registration);
    if (!found) throw new HttpError(404, MESSAGES.vehicleNotFound);
    return found;
  });

  // The id is the policy's: its type decides whether cars, vans or bikes are offered.
  registerEndpoint(app, vehicleFinderEndpoints.getMakesAndModels, async ({ user, params }) => {
    const policy = await ownedPolicy(db, user, params.id);
    return makesAndModels(db, vehicleKindOf(policy.stored.value));
  });

  registerEndpoint(app, formOptionEndpoints.getFormOptions, async ({ user, query }) => {
    const policy =
      query.policy_id === undefined ? undefined : await ownedPolicy(db, user, query.policy_id);
    return formOptions(db, policy && vehicleKindOf(policy.stored.value));
  });

  // §7, §9: an optional search (any case, anywhere in the label), up to 25 of each list.
  registerEndpoint(app, formOptionEndpoints.getJobsAndIndustries, async ({ user, query }) => {
    if (query.policy_id !== undefined) await ownedPolicy(db, user, query.policy_id);
    const search = query.search ?? '';
    return {
      jobs: await searchOptions(db, 'occupation', search, JOBS_SEARCH_LIMIT),
      industries: await searchOptions(db, 'industry', search, JOBS_SEARCH_LIMIT),
    };
  });
};
