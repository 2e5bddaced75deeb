import { addYears } from '../../today';
import { brandRef } from '../brands';
import type { SeedContext } from '../seed-step';
import {
  ADDRESSES,
  driver,
  motorPolicy,
  SOCIAL_AND_COMMUTING,
  vehicle,
  withoutDwelling,
  type StoredPolicyInput,
} from './builders';
import { POLICY_IDS, POLICY_REFERENCES } from './references';

// car.driver (Sarah Mitchell, Leeds): the car policy with every sidebar item, a home policy, an
// old hidden policy, a recently expired one and a bike policy held at the other brand.

function sarah(ID: number, context: SeedContext) {
  return driver({
    ID,
    meta: {
      title: 'Mrs',
      first_name: 'Sarah',
      additional_names: 'Jane',
      last_name: 'Mitchell',
      dob: '1986-03-22',
      marital_status: 'Married',
    },
    address: withoutDwelling(ADDRESSES.mitchell),
    license: { number: 'MITCH853226SA9XY', type: 'Full UK', date_passed: '2004-06-18' },
    usage: { main_user: true, description: SOCIAL_AND_COMMUTING },
    occupations: [{ status: 'Employed', business_nature: 'Education', title: 'Teacher' }],
    qualifications: [{ description: 'Pass Plus', date: '2004-09-10' }],
    claims: [
      {
        type: 'Windscreen',
        date: context.date(-420),
        at_fault: false,
        no_claims_affected: false,
        cost: 320,
      },
    ],
    effective_date: context.date(-300),
  });
}

export function carDriverPolicies(context: SeedContext): StoredPolicyInput[] {
  const { date, today } = context;
  const northway = brandRef('northway');
  return [
    motorPolicy({
      id: POLICY_IDS.car,
      label: 'Mazda MX-5',
      value: 'car',
      icon: 'car',
      reference: POLICY_REFERENCES.car,
      booklet: 'https://www.northway.example/documents/car-policy-booklet.pdf',
      direct_debit: true,
      payments_available: true,
      refunds_available: true,
      renewal_available: true,
      extras: ['Motor legal protection', 'Breakdown cover', 'Courtesy car'],
      excess: [
        { label: 'Compulsory', value: 250 },
        { label: 'Voluntary', value: 150 },
        { label: 'Windscreen', value: 95 },
      ],
      address: ADDRESSES.mitchell,
      summary: {
        cover: 'Comprehensive',
        start_date: date(-300),
        renewal_date: date(65),
        renewal_date_text: null,
        no_claims_bonus_years: 7,
        no_claims_bonus_protected: true,
        insurer: 'Calder Mutual Insurance plc',
      },
      drivers: [
        sarah(1011, context),
        driver({
          ID: 1012,
          meta: {
            title: 'Mr',
            first_name: 'Mark',
            additional_names: null,
            last_name: 'Mitchell',
            dob: '1984-11-05',
            marital_status: 'Married',
          },
          address: withoutDwelling(ADDRESSES.mitchell),
          license: { number: 'MITCH811054MJ9AB', type: 'Full UK', date_passed: '2003-02-27' },
          usage: { main_user: false, description: 'Social, domestic and pleasure' },
          occupations: [
            { status: 'Self-employed', business_nature: 'Construction', title: 'Electrician' },
          ],
          health_conditions: [
            {
              description: 'Diabetes (tablet controlled)',
              diagnosis_date: date(-2200),
              dvla_notified: true,
              has_license_restrictions: false,
              license_restrictions: null,
            },
          ],
          convictions: [
            { offence: 'SP30', date: date(-1000), fined: 100, points: 3, ban_expiry: null },
          ],
          effective_date: date(-300),
        }),
      ],
      vehicles: [
        vehicle({
          ID: 2011,
          make: 'Mazda',
          model: 'MX-5',
          trim: 'Mk1 1.6i',
          description: 'Mazda MX-5 1.6i 2dr Roadster',
          engine: '1597cc',
          year: 1991,
          transmission: 'Manual',
          registration: 'H417 KUB',
          chassis_number: 'JMZNA18B201234567',
          annual_mileage: 3000,
          est_value: 9500,
          purchase_date: addYears(today, -6),
          // Agreed value needed: a classic, insured for an agreed rather than a market value.
          avp_required: true,
          security_features: ['Thatcham Category 2 immobiliser', 'Steering wheel lock'],
          modifications: null,
          stored_during_night: 'Garage',
        }),
      ],
      fluxscore: 82,
      portal: northway,
    }),
    {
      ...motorPolicy({
        id: POLICY_IDS.home,
        label: 'Home insurance',
        value: 'home',
        icon: 'home',
        reference: POLICY_REFERENCES.home,
        address: ADDRESSES.mitchell,
        summary: {
          cover: 'Buildings and contents',
          start_date: date(-155),
          renewal_date: date(210),
          renewal_date_text: null,
          no_claims_bonus_years: 4,
          insurer: 'Calder Mutual Insurance plc',
        },
        excess: [
          { label: 'Buildings', value: 350 },
          { label: 'Contents', value: 250 },
        ],
        extras: ['Home emergency cover'],
        portal: northway,
      }),
      type: 'Home',
    },
    motorPolicy({
      id: POLICY_IDS.expired,
      label: 'Vauxhall Corsa',
      value: 'car',
      icon: 'car',
      reference: POLICY_REFERENCES.expired,
      flags: { read_only: true },
      hidden: true,
      address: ADDRESSES.mitchell,
      summary: {
        cover: 'Third party, fire and theft',
        start_date: date(-1065),
        renewal_date: date(-700),
        renewal_date_text: null,
        no_claims_bonus_years: 4,
        insurer: 'Calder Mutual Insurance plc',
      },
      drivers: [sarah(1031, context)],
      vehicles: [
        vehicle({
          ID: 2031,
          make: 'Vauxhall',
          model: 'Corsa',
          trim: 'SXi',
          engine: '1398cc',
          year: 2012,
          transmission: 'Manual',
          registration: 'YG12 HVM',
          annual_mileage: 7000,
          est_value: 2500,
          stored_during_night: 'Street',
        }),
      ],
      portal: northway,
    }),
    motorPolicy({
      id: POLICY_IDS.recentlyExpired,
      label: 'Ford Fiesta',
      value: 'car',
      icon: 'car',
      reference: POLICY_REFERENCES.recentlyExpired,
      flags: { read_only: true },
      address: ADDRESSES.mitchell,
      summary: {
        cover: 'Comprehensive',
        start_date: date(-410),
        renewal_date: date(-45),
        renewal_date_text: null,
        no_claims_bonus_years: 6,
        insurer: 'Calder Mutual Insurance plc',
      },
      drivers: [sarah(1041, context)],
      vehicles: [
        vehicle({
          ID: 2041,
          make: 'Ford',
          model: 'Fiesta',
          trim: 'Zetec',
          engine: '998cc',
          year: 2016,
          transmission: 'Manual',
          registration: 'YB16 WKN',
          annual_mileage: 6000,
          est_value: 5200,
          stored_during_night: 'Driveway',
        }),
      ],
      portal: northway,
    }),
    motorPolicy({
      id: POLICY_IDS.otherBrand,
      label: 'Vespa GTS 300',
      value: 'bike',
      icon: 'bike',
      reference: POLICY_REFERENCES.otherBrand,
      payments_available: true,
      extras: ['Helmet and leathers cover'],
      excess: [{ label: 'Compulsory', value: 300 }],
      address: ADDRESSES.mitchell,
      summary: {
        cover: 'Comprehensive',
        start_date: date(-90),
        renewal_date: date(275),
        renewal_date_text: null,
        no_claims_bonus_years: 2,
        insurer: 'Severn Motorcycle Underwriting Ltd',
      },
      drivers: [sarah(1051, context)],
      vehicles: [
        vehicle({
          ID: 2051,
          make: 'Vespa',
          model: 'GTS 300',
          trim: 'Super Sport',
          engine: '278cc',
          year: 2022,
          transmission: 'Automatic',
          registration: 'YR22 BZN',
          annual_mileage: 2500,
          est_value: 5400,
          security_features: ['Disc lock', 'Ground anchor'],
          stored_during_night: 'Garage',
        }),
      ],
      portal: brandRef('ridgeline'),
    }),
  ];
}
