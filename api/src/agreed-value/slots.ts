import type { AgreedValueDocumentSlot } from '@portal/contract';
import type { VehicleKind } from '../reference/vehicles';

// The photos asked for with an agreed-value submission (policy-changes.md §2 'Agreed value (AVP)
// form', §3 'Document slots fetched for a vehicle: id, label, tooltips'). Every slot is required
// (§5: '{label} is required'). The tips repeat the upload dialog's three topics where they help.

const WHOLE_SIDE = 'Stand far enough back that the whole side of the vehicle is in the photo.';
const LIGHT = 'Take the photo in daylight or a well-lit place, without a flash reflecting back.';
const FOCUS = 'Hold the camera steady so the photo is in focus.';
const CLEAR = 'Move anything that blocks the view, such as covers, bags or other vehicles.';

function slot(id: string, label: string, ...tooltips: string[]): AgreedValueDocumentSlot {
  return { id, label, tooltips };
}

const FOUR_SIDES = [
  slot('front', 'Front of the vehicle', 'Include the whole front and the number plate.', CLEAR),
  slot('rear', 'Rear of the vehicle', 'Include the whole rear and the number plate.', CLEAR),
  slot('offside', "Driver's side (offside)", WHOLE_SIDE, LIGHT),
  slot('nearside', "Passenger's side (nearside)", WHOLE_SIDE, LIGHT),
];

const ODOMETER = slot(
  'odometer',
  'Odometer showing the mileage',
  'Switch the ignition on so the mileage can be read.',
  FOCUS,
);

const SLOTS: Readonly<Record<VehicleKind, readonly AgreedValueDocumentSlot[]>> = {
  car: [
    ...FOUR_SIDES,
    slot(
      'interior',
      'Interior and dashboard',
      "Open the driver's door and show the seats and dashboard.",
      LIGHT,
    ),
    slot('engine', 'Engine bay', 'Open the bonnet and show the whole engine bay.', LIGHT),
    ODOMETER,
  ],
  van: [
    ...FOUR_SIDES,
    slot(
      'interior',
      'Cab interior and dashboard',
      'Show the seats and dashboard from the open door.',
      LIGHT,
    ),
    slot(
      'load_area',
      'Load area',
      'Open the rear or side doors and show any racking or fittings.',
      LIGHT,
    ),
    ODOMETER,
  ],
  bike: [
    slot('left', 'Left side of the bike', WHOLE_SIDE, CLEAR),
    slot('right', 'Right side of the bike', WHOLE_SIDE, CLEAR),
    slot('front', 'Front of the bike', 'Include the headlight and front wheel.', LIGHT),
    slot('rear', 'Rear of the bike', 'Include the number plate and rear wheel.', LIGHT),
    slot(
      'odometer',
      'Instruments showing the mileage',
      'Switch the ignition on so the mileage can be read.',
      FOCUS,
    ),
  ],
};

export function agreedValueSlots(kind: VehicleKind): readonly AgreedValueDocumentSlot[] {
  return SLOTS[kind];
}

/** The kinds a slot list may be asked for by name, as well as by a vehicle's id. */
export function isVehicleKind(value: string): value is VehicleKind {
  return value === 'car' || value === 'van' || value === 'bike';
}
