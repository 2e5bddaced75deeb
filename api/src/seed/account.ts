import { savePolicy } from '../policies/store';
import { addYears } from '../today';
import { brandRef } from './brands';
import { DEMO_INVITATION } from './demo-users';
import { driver, motorPolicy, SOCIAL_AND_COMMUTING, vehicle } from './policies/builders';
import { INVITED_USER_KEY, type SeedStep } from './seed-step';

// The invited user (James Patel, Birmingham) holds a car policy but has no online account yet, so
// the visitors' sign-up (portal.md §1) has a policy to find: POST /user/sign-up with this
// reference and his mobile sends him a new activation code.

export const INVITED_POLICY = {
  id: 151,
  reference: 'NWM-CAR-221904',
  mobile: DEMO_INVITATION.mobile,
} as const;

const PATEL_ADDRESS = {
  line_one: '52 Wake Green Road',
  line_two: 'Moseley',
  line_three: null,
  town: 'Birmingham',
  county: 'West Midlands',
  postcode: 'B13 9PE',
};

export const accountSeed: SeedStep = {
  id: 'account-invited-holder-policy',
  async run(context) {
    const { date, today } = context;
    const policy = motorPolicy({
      id: INVITED_POLICY.id,
      label: 'Toyota Yaris',
      value: 'car',
      icon: 'car',
      reference: INVITED_POLICY.reference,
      booklet: 'https://www.northway.example/documents/car-policy-booklet.pdf',
      direct_debit: true,
      excess: [{ label: 'Compulsory', value: 250 }],
      address: { ...PATEL_ADDRESS, dwelling_type: 'Terraced house' },
      summary: {
        cover: 'Comprehensive',
        start_date: date(-20),
        renewal_date: date(345),
        renewal_date_text: null,
        no_claims_bonus_years: 3,
        no_claims_bonus_protected: false,
        insurer: 'Calder Mutual Insurance plc',
      },
      drivers: [
        driver({
          ID: 1511,
          meta: {
            title: DEMO_INVITATION.title,
            first_name: DEMO_INVITATION.firstName,
            additional_names: null,
            last_name: DEMO_INVITATION.lastName,
            dob: '1992-08-14',
            marital_status: 'Single',
          },
          address: PATEL_ADDRESS,
          license: { number: 'PATEL908142JA9XY', type: 'Full UK', date_passed: '2011-03-09' },
          usage: { main_user: true, description: SOCIAL_AND_COMMUTING },
          occupations: [{ status: 'Employed', business_nature: 'Finance', title: 'Accountant' }],
          effective_date: date(-20),
        }),
      ],
      vehicles: [
        vehicle({
          ID: 2511,
          make: 'Toyota',
          model: 'Yaris',
          trim: 'Design',
          description: 'Toyota Yaris 1.5 Hybrid Design 5dr CVT',
          engine: '1490cc',
          year: 2021,
          transmission: 'Automatic',
          registration: 'BK21 XRT',
          annual_mileage: 7000,
          est_value: 14500,
          purchase_date: addYears(today, -1),
          security_features: ['Thatcham Category 1 alarm'],
          stored_during_night: 'Driveway',
        }),
      ],
      portal: brandRef('northway'),
    });
    await savePolicy(context.db, await context.userId(INVITED_USER_KEY), policy, context.now);
  },
};
