import { prepared } from '../db/prepared';
import { postcodeKey, REFERENCE_ADDRESSES, addressLabel } from '../reference/addresses';
import { FORM_OPTION_LISTS } from '../reference/options';
import { REFERENCE_VEHICLES, VEHICLE_MODELS } from '../reference/vehicles';
import type { SeedStep } from './seed-step';

// The lookups' reference data (api/src/reference/): addresses by postcode, vehicles by
// registration, makes and models, and every option list.

export const referenceSeed: SeedStep = {
  id: 'reference-lookups',
  run({ db }) {
    const address = prepared(
      db,
      `INSERT INTO reference_addresses
         (postcode_key, label, line_one, line_two, line_three, town, county, postcode)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const item of REFERENCE_ADDRESSES) {
      const { line_one, line_two, line_three, town, county, postcode } = item;
      address.run(
        postcodeKey(postcode),
        addressLabel(item),
        line_one,
        line_two,
        line_three,
        town,
        county,
        postcode,
      );
    }

    const vehicle = prepared(
      db,
      `INSERT INTO reference_vehicles
         (registration, make, model, trim, engine, year, transmission, doors, fuel)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const item of REFERENCE_VEHICLES) {
      vehicle.run(
        item.registration,
        item.make,
        item.model,
        item.trim,
        item.engine,
        item.year,
        item.transmission,
        item.doors,
        item.fuel,
      );
    }

    const make = prepared<[string], { id: number }>(
      db,
      `INSERT INTO vehicle_makes (label) VALUES (?)
       ON CONFLICT (label) DO UPDATE SET label = excluded.label RETURNING id`,
    );
    const model = prepared(
      db,
      'INSERT INTO vehicle_models (make_id, label, kind) VALUES (?, ?, ?)',
    );
    for (const { make: label, kind, models } of VEHICLE_MODELS) {
      const makeRow = make.get(label);
      if (!makeRow) throw new Error(`Seed: make '${label}' not written`);
      for (const name of models) model.run(makeRow.id, name, kind);
    }

    const option = prepared(
      db,
      `INSERT INTO form_options (list, position, id, label, value, kinds) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const [list, options] of Object.entries(FORM_OPTION_LISTS)) {
      options.forEach(({ id, label, value, kinds }, position) => {
        option.run(list, position, id, label, value ?? null, kinds ? JSON.stringify(kinds) : null);
      });
    }
  },
};
