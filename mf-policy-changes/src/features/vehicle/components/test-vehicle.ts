// Contract-valid answers for the vehicle form's tests (policy-changes.md §3): the option lists,
// the makes and models, what the finder knows by registration, and policies with vehicles.
import { FormOptionsSchema, MESSAGES, type FormOptions } from '@portal/contract';
import { TEST_VEHICLE, testPolicy } from '@portal/platform/testing';
import * as v from 'valibot';

export const SENT = MESSAGES.sentForReview;

function list(...labels: string[]) {
  return labels.map((label) => ({ id: label, label }));
}

export const OPTIONS = {
  vehicle_transmission: list('Manual', 'Automatic', 'Semi-automatic'),
  overnight: list('Garage', 'Driveway', 'Street'),
  country: [
    { id: 'JP', label: 'Japan' },
    { id: 'DE', label: 'Germany' },
  ],
  registered_keeper: list('Policyholder', 'Spouse or partner', 'Company'),
  been_written_off: [
    { id: 'no', label: 'No' },
    { id: 'cat-s', label: 'Yes - Category S (structural damage)' },
  ],
  security_features: list('Thatcham Category 1 alarm', 'Tracker', 'Dashcam', 'Steering wheel lock'),
} satisfies Partial<Record<keyof FormOptions, unknown>>;

/** The lists as the form holds them once served: every list, the ones not given empty. */
export const FORM_OPTIONS = v.parse(FormOptionsSchema, OPTIONS);

export const MAKES = [
  {
    id: 1,
    label: 'Ford',
    models: [
      { id: 11, label: 'Fiesta' },
      { id: 12, label: 'Focus' },
    ],
  },
  { id: 2, label: 'Mazda', models: [{ id: 21, label: 'MX-5' }] },
  { id: 3, label: 'Toyota', models: [{ id: 31, label: 'Yaris' }] },
];

/** What POST /vehicle/registration-lookup answers for AB12CDE. */
export const FOCUS = {
  make: 'Ford',
  model: 'Focus',
  engine: '999cc',
  registration: 'AB12CDE',
  year: 2012,
  transmission: 'Manual',
  trim: 'Titanium',
  doors: 5,
  fuel: 'Petrol',
  label: '2012 Ford Focus Titanium, 999cc Manual',
};

export const YARIS = {
  ...FOCUS,
  make: 'Toyota',
  model: 'Yaris',
  engine: '1490cc',
  registration: 'BK21XRT',
  year: 2021,
  transmission: 'Automatic',
  trim: 'Design',
  label: '2021 Toyota Yaris Design, 1490cc Automatic',
};

/** A car policy that may have more than one vehicle: one can be added. */
export const FLEET = testPolicy({ flags: { multiple_vehicles: true } });

/** One car, with the answers the form starts an update from (TEST_VEHICLE: AB19 CDE). */
export const CAR = testPolicy({
  vehicles: [{ ...TEST_VEHICLE, modifications: 'Alloy wheels', purchase_date: '2021-03-01' }],
});

/** A van policy: no kit car or left-hand drive questions. */
export const VAN = testPolicy({
  id: 104,
  label: 'Ford Transit',
  icon: 'van',
  value: 'van',
  reference: 'nwm-van-204818',
  flags: { multiple_vehicles: true },
});

/** A car whose value is agreed: no estimated value, keeper or owner asked (§5). */
export const AGREED = testPolicy({
  vehicles: [{ ...TEST_VEHICLE, avp_required: true, avp_completed: true }],
});
