import { addYears } from '../../today';
import { brandRef } from '../brands';
import type { SeedContext } from '../seed-step';
import {
  ADDRESSES,
  driver,
  motorPolicy,
  OKAFOR_YARD,
  vehicle,
  withoutDwelling,
  type StoredPolicyInput,
} from './builders';
import { POLICY_IDS, POLICY_REFERENCES } from './references';

// van.fleet (Daniel Okafor, Manchester): an any-driver van policy with three vans, one needing an
// agreed value and one whose agreed value is done. bike.rider (Priya Shah, Bristol): a bike
// policy (riders) and a read-only one, both at the Ridgeline brand.

export function vanFleetPolicies({ date, today }: SeedContext): StoredPolicyInput[] {
  return [
    motorPolicy({
      id: POLICY_IDS.van,
      label: 'Okafor Building Services vans',
      value: 'van',
      icon: 'van',
      reference: POLICY_REFERENCES.van,
      booklet: 'https://www.northway.example/documents/van-policy-booklet.pdf',
      direct_debit: true,
      payments_available: true,
      flags: { any_driver: true, multiple_vehicles: true },
      extras: ['Goods in transit', 'Breakdown cover', 'Tools cover'],
      excess: [
        { label: 'Compulsory', value: 350 },
        { label: 'Young or inexperienced driver', value: 500 },
      ],
      address: ADDRESSES.okafor,
      summary: {
        cover: 'Comprehensive',
        start_date: date(-120),
        renewal_date: date(245),
        renewal_date_text: null,
        no_claims_bonus_years: 5,
        no_claims_bonus_protected: false,
        insurer: 'Pennine Commercial Insurance Ltd',
      },
      drivers: [
        driver({
          ID: 1061,
          meta: {
            title: 'Mr',
            first_name: 'Daniel',
            additional_names: 'Chukwuemeka',
            last_name: 'Okafor',
            dob: '1979-07-14',
            marital_status: 'Married',
          },
          address: withoutDwelling(ADDRESSES.okafor),
          license: { number: 'OKAFO707149DA9KL', type: 'Full UK', date_passed: '1997-10-02' },
          usage: { main_user: true, description: 'Business use by policyholder and employees' },
          occupations: [
            { status: 'Self-employed', business_nature: 'Construction', title: 'Builder' },
          ],
          effective_date: date(-120),
        }),
      ],
      vehicles: [
        vehicle({
          ID: 2061,
          make: 'Ford',
          model: 'Transit Custom',
          trim: 'Trend',
          description: 'Ford Transit Custom 2.0 EcoBlue 130 Trend L1 H1',
          engine: '1995cc',
          year: 2021,
          transmission: 'Manual',
          registration: 'MA21 VFX',
          annual_mileage: 18000,
          est_value: 21500,
          purchase_date: addYears(today, -2),
          avp_required: true,
          security_features: ['Thatcham Category 1 alarm', 'Deadlocks', 'Tracker'],
          modifications: 'Roof rack and internal racking',
          stored_during_night: 'Locked Building',
          address: OKAFOR_YARD,
        }),
        vehicle({
          ID: 2062,
          make: 'Vauxhall',
          model: 'Vivaro',
          trim: 'Dynamic',
          engine: '1997cc',
          year: 2020,
          transmission: 'Manual',
          registration: 'MF70 KLR',
          annual_mileage: 15000,
          est_value: 16000,
          purchase_date: addYears(today, -3),
          avp_required: true,
          avp_completed: true,
          security_features: ['Deadlocks'],
          stored_during_night: 'Locked Building',
          address: OKAFOR_YARD,
        }),
        vehicle({
          ID: 2063,
          make: 'Volkswagen',
          model: 'Transporter',
          trim: 'T6.1 Highline',
          engine: '1968cc',
          year: 2022,
          transmission: 'Automatic',
          registration: 'MX22 HPD',
          annual_mileage: 12000,
          est_value: 29500,
          purchase_date: addYears(today, -1),
          security_features: ['Thatcham Category 1 alarm', 'Tracker'],
          stored_during_night: 'Driveway',
        }),
      ],
      portal: brandRef('northway'),
    }),
  ];
}

function priya(ID: number, effectiveDate: string) {
  return driver({
    ID,
    meta: {
      title: 'Ms',
      first_name: 'Priya',
      additional_names: null,
      last_name: 'Shah',
      dob: '1992-09-30',
      marital_status: 'Single',
    },
    address: withoutDwelling(ADDRESSES.shah),
    license: {
      number: 'SHAH9959302PS9QT',
      type: 'Full UK motorcycle (A)',
      date_passed: '2015-05-21',
    },
    usage: { main_user: true, description: 'Social, domestic and pleasure including commuting' },
    occupations: [{ status: 'Employed', business_nature: 'Healthcare', title: 'Physiotherapist' }],
    qualifications: [{ description: 'IAM RoadSmart Advanced Rider', date: '2018-04-14' }],
    effective_date: effectiveDate,
  });
}

export function bikeRiderPolicies({ date, today }: SeedContext): StoredPolicyInput[] {
  const ridgeline = brandRef('ridgeline');
  return [
    motorPolicy({
      id: POLICY_IDS.bike,
      label: 'Triumph Street Triple',
      value: 'bike',
      icon: 'bike',
      reference: POLICY_REFERENCES.bike,
      booklet: 'https://www.ridgeline.example/documents/bike-policy-booklet.pdf',
      payments_available: true,
      renewal_available: true,
      extras: ['Helmet and leathers cover', 'Motor legal protection'],
      excess: [
        { label: 'Compulsory', value: 300 },
        { label: 'Theft', value: 500 },
      ],
      address: ADDRESSES.shah,
      summary: {
        cover: 'Comprehensive',
        start_date: date(-340),
        renewal_date: date(25),
        renewal_date_text: null,
        no_claims_bonus_years: 3,
        no_claims_bonus_protected: false,
        insurer: 'Severn Motorcycle Underwriting Ltd',
      },
      drivers: [priya(1071, date(-340))],
      vehicles: [
        vehicle({
          ID: 2071,
          make: 'Triumph',
          model: 'Street Triple',
          trim: 'RS',
          engine: '765cc',
          year: 2021,
          transmission: 'Manual',
          registration: 'WU21 HNB',
          annual_mileage: 4000,
          est_value: 9800,
          purchase_date: addYears(today, -3),
          security_features: ['Thatcham Category 1 alarm', 'Disc lock', 'Ground anchor'],
          modifications: 'Aftermarket exhaust (Arrow), fitted by dealer',
          stored_during_night: 'Garage',
        }),
      ],
      portal: ridgeline,
    }),
    motorPolicy({
      id: POLICY_IDS.bikeReadOnly,
      label: 'Honda CB500X',
      value: 'bike',
      icon: 'bike',
      reference: POLICY_REFERENCES.bikeReadOnly,
      flags: { read_only: true },
      excess: [{ label: 'Compulsory', value: 250 }],
      address: ADDRESSES.shah,
      summary: {
        cover: 'Third party, fire and theft',
        start_date: date(-215),
        renewal_date: date(150),
        renewal_date_text: null,
        no_claims_bonus_years: 3,
        insurer: 'Severn Motorcycle Underwriting Ltd',
      },
      drivers: [priya(1081, date(-215))],
      vehicles: [
        vehicle({
          ID: 2081,
          make: 'Honda',
          model: 'CB500X',
          engine: '471cc',
          year: 2019,
          transmission: 'Manual',
          registration: 'WA19 LZT',
          annual_mileage: 3000,
          est_value: 4200,
          stored_during_night: 'Street',
        }),
      ],
      portal: ridgeline,
    }),
  ];
}
