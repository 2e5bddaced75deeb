import type { OptionListName } from '@portal/contract';
import { INDUSTRIES, OCCUPATIONS } from './occupations';
import type { VehicleKind } from './vehicles';

// Every option list of the change forms (policy-changes.md §3 'Option lists', §5, §7 GET
// /meta/form-options). A choice whose stored text is its label has the label as its id, so the
// seeded policies' values ('Full UK', 'Married', 'Garage') read back as choices.

export interface OptionSeed {
  readonly id: string;
  readonly label: string;
  readonly value?: string;
  /** The policy types it applies to; every type when absent. */
  readonly kinds?: readonly VehicleKind[];
}

function labels(...list: string[]): OptionSeed[] {
  return list.map((label) => ({ id: label, label }));
}

function only(kinds: readonly VehicleKind[], options: readonly OptionSeed[]): OptionSeed[] {
  return options.map((option) => ({ ...option, kinds }));
}

const OFFENCES: readonly (readonly [string, string])[] = [
  ['AC10', 'Failing to stop after an accident'],
  ['CD10', 'Driving without due care and attention'],
  ['CU80', 'Using a mobile phone while driving'],
  ['DR10', 'Driving with alcohol level above limit'],
  ['IN10', 'Using a vehicle uninsured against third party risks'],
  ['LC20', 'Driving otherwise than in accordance with a licence'],
  ['MS90', 'Failure to give information as to identity of driver'],
  ['SP30', 'Exceeding statutory speed limit on a public road'],
  ['SP50', 'Exceeding speed limit on a motorway'],
  ['TS10', 'Failing to comply with traffic light signals'],
];

const COUNTRIES: readonly (readonly [string, string])[] = [
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['SE', 'Sweden'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['US', 'United States'],
  ['AU', 'Australia'],
];

export const FORM_OPTION_LISTS: Readonly<Record<OptionListName, readonly OptionSeed[]>> = {
  claim_type: labels(
    'Accident',
    'Windscreen',
    'Theft',
    'Attempted theft',
    'Fire',
    'Vandalism',
    'Storm or flood',
  ),
  license_type: [
    ...only(['car', 'van'], labels('Full UK', 'Full UK automatic only', 'Provisional UK')),
    ...only(['bike'], labels('Full UK motorcycle (A)', 'Full UK motorcycle (A2)', 'CBT only')),
    ...labels('Full EU', 'International'),
  ],
  vehicle_use: [
    ...labels('Social, domestic and pleasure', 'Social, domestic and pleasure including commuting'),
    ...only(['car', 'bike'], labels('Business use by policyholder')),
    ...only(['van'], labels('Business use by policyholder and employees', 'Carriage of own goods')),
  ],
  offence_code: OFFENCES.map(([code, text]) => ({ id: code, label: `${code} - ${text}` })),
  employment_status: labels(
    'Employed',
    'Self-employed',
    'Unemployed',
    'Retired',
    'Full-time student',
    'Household duties',
    'Not employed due to disability',
    'Voluntary work',
  ),
  industry: labels(...INDUSTRIES),
  occupation: labels(...OCCUPATIONS),
  health: labels(
    'Diabetes (diet controlled)',
    'Diabetes (tablet controlled)',
    'Diabetes (insulin treated)',
    'Epilepsy',
    'Heart condition',
    'Sleep apnoea',
    'Glaucoma',
    'Stroke',
    'Visual impairment',
    'Other notifiable condition',
  ),
  driving_restriction: labels(
    'Must wear glasses or contact lenses',
    'Automatic vehicles only',
    'Adapted controls only',
    'Licence renewed every year',
    'Licence renewed every 3 years',
  ),
  title: labels('Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Prof', 'Rev'),
  marital_status: labels(
    'Single',
    'Married',
    'Civil partnership',
    'Living with partner',
    'Divorced',
    'Separated',
    'Widowed',
  ),
  relationship: labels(
    'Spouse',
    'Civil partner',
    'Partner',
    'Son or daughter',
    'Parent',
    'Brother or sister',
    'Other relative',
    'Employee',
    'Business partner',
    'Friend',
  ),
  dwelling_type: labels(
    'Detached house',
    'Semi-detached house',
    'Terraced house',
    'End-terrace house',
    'Bungalow',
    'Flat',
    'Maisonette',
  ),
  property_type: labels(
    'Owned outright',
    'Owned with a mortgage',
    'Rented privately',
    'Rented from a council or housing association',
    'Living with parents',
  ),
  // policy-changes.md §5, §9: Locked Building, Garage and Shed ask for the building structure.
  overnight: labels(
    'Garage',
    'Locked Building',
    'Shed',
    'Driveway',
    'Private car park',
    'Public car park',
    'Street',
  ),
  building_structure: labels('Brick or stone', 'Concrete', 'Metal', 'Timber', 'Prefabricated'),
  quick_quote_type: [
    { id: 'car', label: 'Car insurance' },
    { id: 'van', label: 'Van insurance' },
    { id: 'bike', label: 'Bike insurance' },
    { id: 'home', label: 'Home insurance' },
  ],
  vehicle_transmission: labels('Manual', 'Automatic', 'Semi-automatic'),
  vehicle_tracker: labels(
    'Thatcham Category S5',
    'Thatcham Category S7',
    'Stolen vehicle tracking (non-Thatcham)',
  ),
  country: COUNTRIES.map(([code, name]) => ({ id: code, label: name })),
  qplate: [
    { id: '0', label: 'No' },
    { id: '1', label: 'Yes - it has a Q plate registration' },
  ],
  registered_keeper: labels(
    'Policyholder',
    'Spouse or partner',
    'Parent',
    'Company',
    'Leasing or hire company',
    'Other',
  ),
  been_written_off: [
    { id: 'no', label: 'No' },
    { id: 'cat-s', label: 'Yes - Category S (structural damage)' },
    { id: 'cat-n', label: 'Yes - Category N (non-structural damage)' },
    { id: 'cat-c', label: 'Yes - Category C (before October 2017)' },
    { id: 'cat-d', label: 'Yes - Category D (before October 2017)' },
  ],
  security_features: [
    ...labels(
      'Thatcham Category 1 alarm',
      'Thatcham Category 2 immobiliser',
      'Factory fitted alarm',
      'Factory fitted immobiliser',
      'Tracker',
      'Dashcam',
    ),
    ...only(['car', 'van'], labels('Deadlocks', 'Steering wheel lock')),
    ...only(['bike'], labels('Disc lock', 'Ground anchor', 'Chain lock')),
  ],
};
