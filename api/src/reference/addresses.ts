// The addresses the reference API's postcode lookup knows (policy-changes.md §2 'Address lookup',
// §7 POST /meta/address-lookup): the seeded policyholders' postcodes and a few more, several
// addresses each. Any other postcode finds nothing, and the form offers manual entry (§8).

export interface ReferenceAddress {
  readonly line_one: string;
  readonly line_two: string;
  readonly line_three: string;
  readonly town: string;
  readonly county: string;
  readonly postcode: string;
}

interface Street {
  readonly postcode: string;
  /** Line one of each address at the postcode. */
  readonly lineOnes: readonly string[];
  readonly lineTwo: string;
  readonly lineThree?: string;
  readonly town: string;
  readonly county: string;
}

const STREETS: readonly Street[] = [
  {
    postcode: 'LS6 3AB', // car.driver
    lineOnes: ['10 Harcourt Road', '12 Harcourt Road', '14 Harcourt Road', '16 Harcourt Road'],
    lineTwo: 'Headingley',
    town: 'Leeds',
    county: 'West Yorkshire',
  },
  {
    postcode: 'M15 4JY', // van.fleet
    lineOnes: ['23 Ellesmere Street', '25 Ellesmere Street', '27 Ellesmere Street'],
    lineTwo: 'Castlefield',
    town: 'Manchester',
    county: 'Greater Manchester',
  },
  {
    postcode: 'M5 4WT', // van.fleet's yard
    lineOnes: ['Unit 2, Canal Wharf', 'Unit 3, Canal Wharf', 'Unit 4, Canal Wharf'],
    lineTwo: 'Ordsall Lane',
    town: 'Salford',
    county: 'Greater Manchester',
  },
  {
    postcode: 'BS8 4EJ', // bike.rider
    lineOnes: ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4'],
    lineTwo: '8 Clifton Terrace',
    lineThree: 'Clifton',
    town: 'Bristol',
    county: '',
  },
  {
    postcode: 'EH10 5QR',
    lineOnes: ['3 Morningside Drive', '5 Morningside Drive', '7 Morningside Drive'],
    lineTwo: 'Morningside',
    town: 'Edinburgh',
    county: 'Midlothian',
  },
  {
    postcode: 'CF11 9LJ',
    lineOnes: ['41 Cathedral Road', '43 Cathedral Road', '45 Cathedral Road', '47 Cathedral Road'],
    lineTwo: 'Pontcanna',
    town: 'Cardiff',
    county: 'South Glamorgan',
  },
  {
    postcode: 'B15 2TT',
    lineOnes: ['The Coach House', '1 Pritchatts Road', '2 Pritchatts Road'],
    lineTwo: 'Edgbaston',
    town: 'Birmingham',
    county: 'West Midlands',
  },
  {
    postcode: 'NE2 4AB',
    lineOnes: ['18 Osborne Road', '20 Osborne Road', '22 Osborne Road'],
    lineTwo: 'Jesmond',
    town: 'Newcastle upon Tyne',
    county: 'Tyne and Wear',
  },
];

export const REFERENCE_ADDRESSES: readonly ReferenceAddress[] = STREETS.flatMap((street) =>
  street.lineOnes.map((lineOne) => ({
    line_one: lineOne,
    line_two: street.lineTwo,
    line_three: street.lineThree ?? '',
    town: street.town,
    county: street.county,
    postcode: street.postcode,
  })),
);

/** 'ls6 3ab' and 'LS63AB' are the same postcode. */
export function postcodeKey(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, '');
}

/** What the result list shows: the address on one line, blank parts skipped. */
export function addressLabel(address: ReferenceAddress): string {
  const { line_one, line_two, line_three, town, postcode } = address;
  return [line_one, line_two, line_three, town, postcode].filter((part) => part !== '').join(', ');
}
