import { createRemoteApp, lazyScreen } from '@portal/platform/remote-app';

// The driver, rider or person form (add and update), with the address lookup it asks for its
// address step: features do not import each other, so the app hands one to the other.
const personScreen = lazyScreen(() =>
  Promise.all([
    import(
      /* webpackChunkName: "screen.person-create~person-change" */ '../features/person/components/person-screen'
    ),
    import(
      /* webpackChunkName: "screen.person-create~person-change~policy-details-change" */ '../features/address/address-lookup-field'
    ),
  ]).then(([person, address]) => person.personScreen(address.AddressLookupField)),
);

// The policy details change asks for the policy's and each vehicle's address the same way.
const policyDetailsScreen = lazyScreen(() =>
  Promise.all([
    import(
      /* webpackChunkName: "screen.policy-details-change" */ '../features/policy-details/components/policy-details-screen'
    ),
    import(
      /* webpackChunkName: "screen.person-create~person-change~policy-details-change" */ '../features/address/address-lookup-field'
    ),
  ]).then(([details, address]) => details.policyDetailsScreen(address.AddressLookupField)),
);

// The agreed-value form, with the vehicle form's fields for its vehicle step.
const agreedValueScreen = lazyScreen(() =>
  Promise.all([
    import(
      /* webpackChunkName: "screen.avp" */ '../features/agreed-value/components/agreed-value-screen'
    ),
    import(/* webpackChunkName: "screen.avp" */ '../features/vehicle/components/vehicle-fields'),
  ]).then(([avp, vehicle]) => avp.agreedValueScreen(vehicle.VehicleFields)),
);

// Each lazy screen's chunk is named for the routes it shows (screen.<route>[~<route>]), so a page
// preloads its own screen and no other (scripts/serve/preloads.ts).
// The screen for each of this app's rows of the route table (policy-changes.md §2).
export const App = createRemoteApp('mf-policy-changes', {
  'policy-change': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.policy-change" */ '../features/change/components/change-screen'
        )
      ).ChangeScreen,
  ),
  'policy-details-change': policyDetailsScreen,
  'person-create': personScreen,
  'person-change': personScreen,
  'add-vehicle': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.add-vehicle~update-vehicle~replace-vehicle" */ '../features/vehicle/components/vehicle-screen'
        )
      ).AddVehicleScreen,
  ),
  'update-vehicle': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.add-vehicle~update-vehicle~replace-vehicle" */ '../features/vehicle/components/vehicle-screen'
        )
      ).UpdateVehicleScreen,
  ),
  'replace-vehicle': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.add-vehicle~update-vehicle~replace-vehicle" */ '../features/vehicle/components/vehicle-screen'
        )
      ).ReplaceVehicleScreen,
  ),
  avp: agreedValueScreen,
  'outstanding-actions': lazyScreen(
    async () =>
      (
        await import(
          /* webpackChunkName: "screen.outstanding-actions" */ '../features/documents/components/documents-screen'
        )
      ).DocumentsScreen,
  ),
});
