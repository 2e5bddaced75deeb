// The change screen's tests share this: a contract-valid policy (the kit's testPolicy) answered
// by the fake network, and the screen rendered at /policies/101/change as the app's route does.
import { endpoints } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  TEST_DRIVER,
  TEST_VEHICLE,
  testPolicy,
  type FakeNetwork,
} from '@portal/platform/testing';
import { ChangeScreen } from './change-screen';

export type PolicyOverrides = Parameters<typeof testPolicy>[0];

/** A second vehicle, unlike the first in every field the card shows. */
export const SECOND_VEHICLE = {
  ...TEST_VEHICLE,
  ID: 2012,
  make: 'Ford',
  model: 'Focus',
  registration: 'CD20 EFG',
  annual_mileage: 12000,
  est_value: 9000,
  avp_required: true,
  avp_completed: true,
  security_features: ['Thatcham Category 1 alarm', 'Tracker'],
  modifications: 'Roof rack',
  stored_during_night: 'Driveway',
};

/** A second driver: not the main user, with a job and no claims. */
export const SECOND_DRIVER = {
  ...TEST_DRIVER,
  ID: 502,
  meta: { ...TEST_DRIVER.meta, first_name: 'Mark', dob: '1985-11-03' },
  usage: { main_user: false, description: 'Social only' },
  occupations: [{ status: 'Employed', business_nature: 'Finance', title: 'Accountant' }],
  claims: [],
};

export function showChangeScreen(
  overrides: PolicyOverrides = {},
  network: FakeNetwork = createFakeNetwork(),
) {
  network.on(endpoints.getPolicy, testPolicy(overrides));
  return renderWithPortal(<ChangeScreen title="Make a change" />, {
    network,
    signedIn: true,
    path: '/policies/101/change',
    route: '/policies/:policyId/change',
  });
}
