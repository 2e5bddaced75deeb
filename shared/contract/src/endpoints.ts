import { addressEndpoints } from './address';
import { agreedValueEndpoints } from './agreed-value';
import { agreementEndpoints } from './agreements';
import { authEndpoints } from './auth';
import { cashbackEndpoints } from './cashback';
import { contactEndpoints } from './contact';
import { driverEndpoints } from './drivers';
import { eventEndpoints } from './events';
import { formOptionEndpoints } from './form-options';
import { inboxEndpoints } from './inbox';
import { metaEndpoints } from './meta';
import { paymentEndpoints } from './payments';
import { policyEndpoints } from './policies';
import { policyDetailsEndpoints } from './policy-details';
import { promotionEndpoints } from './promotions';
import { pushEndpoints } from './push';
import { quickQuoteEndpoints } from './quick-quote';
import { requiredDocumentEndpoints } from './required-documents';
import { devEndpoints, supportEndpoints } from './support';
import { userEndpoints } from './user';
import { vehicleFinderEndpoints } from './vehicle-finder';
import { vehicleEndpoints } from './vehicles';

// Every call of both specs' §7 (and the paths chosen where a spec shows none, see
// docs/decisions/007), by name: `api.call(endpoints.getPolicy, { params: { id } })`.
export const endpoints = {
  ...authEndpoints,
  ...userEndpoints,
  ...policyEndpoints,
  ...inboxEndpoints,
  ...agreementEndpoints,
  ...eventEndpoints,
  ...contactEndpoints,
  ...metaEndpoints,
  ...promotionEndpoints,
  ...cashbackEndpoints,
  ...pushEndpoints,
  ...quickQuoteEndpoints,
  ...paymentEndpoints,
  ...supportEndpoints,
  ...addressEndpoints,
  ...driverEndpoints,
  ...vehicleEndpoints,
  ...vehicleFinderEndpoints,
  ...policyDetailsEndpoints,
  ...agreedValueEndpoints,
  ...requiredDocumentEndpoints,
  ...formOptionEndpoints,
} as const;

/** Development-only calls: the API registers them only outside production. */
export { devEndpoints };

export type EndpointName = keyof typeof endpoints;
