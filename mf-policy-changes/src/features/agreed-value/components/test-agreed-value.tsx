// The agreed-value screen's tests share this: a car policy whose vehicle waits for its agreed
// value, the lists and photo slots the reference API serves for it, a complete draft to bring
// back in one click, and the screen at its route with the network answered by contract
// endpoint (anything else it asks for fails the test). The vehicle form's fields are the vehicle
// feature's, given by the app; here a small stand-in of the same shape takes their place.
import {
  daysBefore,
  endpoints,
  formatDate,
  MESSAGES,
  todayIso,
  type AgreedValueStep,
  type FormOptions,
} from '@portal/contract';
import { MultiSelectField } from '@portal/forms';
import {
  createFakeNetwork,
  renderWithPortal,
  testPolicy,
  TEST_VEHICLE,
  type Answer,
} from '@portal/platform/testing';
import { TextField } from '@portal/ui';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { draftKeyOf } from '../agreed-value-draft';
import { agreedValueScreen } from './agreed-value-screen';

export const SENT = MESSAGES.sentForReview;
export const TODAY = todayIso();

export const OPTIONS = {
  overnight: [{ id: 'Garage', label: 'Garage' }],
  been_written_off: [{ id: 'no', label: 'No' }],
  security_features: ['Tracker', 'Dashcam'].map((label) => ({ id: label, label })),
} satisfies Partial<Record<keyof FormOptions, unknown>>;

/** A car policy (101) whose one vehicle (2011, AB19 CDE) waits for its agreed value. */
export const POLICY = testPolicy({ vehicles: [{ ...TEST_VEHICLE, avp_required: true }] });
export const VEHICLE_ID = TEST_VEHICLE.ID;

export const SLOTS = [
  { id: 'front', label: 'Front of the vehicle', tooltips: ['Include the number plate.'] },
  { id: 'odometer', label: 'Odometer showing the mileage', tooltips: [] },
];

export function requirement(steps: readonly AgreedValueStep[]) {
  return [
    { vehicle_id: String(VEHICLE_ID), avp_required: true, avp_completed: false, steps: [...steps] },
  ];
}

/** What Auto Save keeps for a complete vehicle step and condition step. */
export const DRAFT = {
  vehicle: {
    make: 'Mazda',
    model: 'MX-5',
    engine: '2.0',
    transmission: 'Manual',
    year: 2019,
    has_reg_number: true,
    registration: 'AB19CDE',
    security_features: ['Tracker'],
    current_mileage: 61250,
    mileage_date: TODAY,
  },
  meta: {
    is_imported: false,
    is_modified: false,
    been_written_off: 'no',
    is_kit_car: false,
    is_left_hand_drive: false,
    req_value: 14500,
    purchase_price: 9800,
  },
  policy: { stored_during_night: 'Garage' },
  condition: {
    bodywork: 'good',
    electricalEquipment: 'excellent',
    interior: 'average',
    wheelsTyres: 'good',
    engineTransmission: 'good',
    chassisFloorPlan: 'poor',
  },
};

export const DRAFT_KEY = draftKeyOf(POLICY.id, VEHICLE_ID);

export function storeDraft(draft: unknown = DRAFT) {
  window.localStorage.setItem(DRAFT_KEY, typeof draft === 'string' ? draft : JSON.stringify(draft));
}

/** The vehicle form's fields as far as these tests ask them; it records what it is given. */
export const VehicleFields = vi.fn(function VehicleFields() {
  return (
    <>
      <TextField name="vehicle.make" label="Make" />
      <MultiSelectField
        name="vehicle.security_features"
        label="Security features"
        options={OPTIONS.security_features}
      />
    </>
  );
});

const Screen = agreedValueScreen(VehicleFields);

interface SetUpOptions {
  readonly steps?: readonly AgreedValueStep[];
  readonly required?: Answer<typeof endpoints.getAgreedValueRequired>;
  readonly submit?: Answer<typeof endpoints.submitAgreedValue>;
  readonly path?: string;
}

export function setUp({
  steps = ['vehicle', 'condition', 'documents', 'evidence'],
  required = requirement(steps),
  submit = SENT,
  path = `/policies/${POLICY.id}/avp/${VEHICLE_ID}`,
}: SetUpOptions = {}) {
  const network = createFakeNetwork()
    .on(endpoints.getPolicy, POLICY)
    .on(endpoints.getFormOptions, OPTIONS)
    .on(endpoints.getAgreedValueRequired, required)
    .on(endpoints.getAgreedValueDocuments, SLOTS)
    .on(endpoints.submitAgreedValue, submit);
  return renderWithPortal(<Screen title="Agreed value" />, {
    network,
    signedIn: true,
    path,
    route: '/policies/:policyId/avp/:vehicleId',
  });
}

/** The form, once the policy, its lists and what the vehicle needs have loaded. */
export function form() {
  return screen.findByRole('form', { name: 'Agreed value' });
}

export function stepHeading(step: number, of: number, title: string) {
  return screen.findByRole('heading', { level: 2, name: `Step ${step} of ${of}: ${title}` });
}

export function click(user: UserEvent, name: string) {
  return user.click(screen.getByRole('button', { name }));
}

/** Replaces a text field's value, pasted in one go. */
export async function enter(user: UserEvent, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (text) await user.paste(text);
}

/** A date as the person types it: DD/MM/YYYY, so many days back from today. */
export function daysAgo(days: number) {
  return formatDate(daysBefore(TODAY, days));
}

/** A file as a person picks it; its size set without building it in memory. */
export function file(name: string, size = 2048) {
  const made = new File(['x'], name, { lastModified: 1 });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** The file input of a photo slot, named by the slot's label and its button. */
export function slotInput(label: string) {
  return screen.getByLabelText(new RegExp(`^${label} Choose`));
}

export function radio(group: string, rating: string) {
  return within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
    name: rating,
  });
}

/** The multipart body as the API reads it: the payload, and the names of the files sent. */
export function partsOf(body: unknown) {
  if (!(body instanceof FormData)) throw new Error('The submission was not sent as multipart');
  const names = (prefix: string) =>
    [...body.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([, value]) => (value instanceof File ? value.name : String(value)));
  return {
    payload: JSON.parse(String(body.get('payload'))) as unknown,
    documents: names('documents['),
    evidence: names('evidence['),
  };
}
