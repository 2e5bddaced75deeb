import { postcodeKey, REFERENCE_ADDRESSES, addressLabel } from '../reference/addresses';
import { FORM_OPTION_LISTS } from '../reference/options';
import { REFERENCE_VEHICLES, VEHICLE_MODELS } from '../reference/vehicles';
import { insertRows } from './insert-rows';
import type { SeedStep } from './seed-step';

// The lookups' reference data (api/src/reference/): addresses by postcode, vehicles by
// registration, makes and models, and every option list.

export const referenceSeed: SeedStep = {
  id: 'reference-lookups',
  async run({ db }) {
    await insertRows(
      db,
      'reference_addresses',
      ['postcode_key', 'label', 'line_one', 'line_two', 'line_three', 'town', 'county', 'postcode'],
      REFERENCE_ADDRESSES.map((item) => [
        postcodeKey(item.postcode),
        addressLabel(item),
        item.line_one,
        item.line_two,
        item.line_three,
        item.town,
        item.county,
        item.postcode,
      ]),
    );

    await insertRows(
      db,
      'reference_vehicles',
      ['registration', 'make', 'model', 'trim', 'engine', 'year', 'transmission', 'doors', 'fuel'],
      REFERENCE_VEHICLES.map((item) => [
        item.registration,
        item.make,
        item.model,
        item.trim,
        item.engine,
        item.year,
        item.transmission,
        item.doors,
        item.fuel,
      ]),
    );

    // A make offered for several kinds (Ford cars and vans) is one row; its models name it by id.
    const makeLabels = [...new Set(VEHICLE_MODELS.map((entry) => entry.make))];
    await insertRows(
      db,
      'vehicle_makes',
      ['label'],
      makeLabels.map((label) => [label]),
      'ON CONFLICT (label) DO NOTHING',
    );
    const makeIds = new Map(
      (await db.all<{ id: number; label: string }>('SELECT id, label FROM vehicle_makes')).map(
        (row) => [row.label, row.id],
      ),
    );
    const models = VEHICLE_MODELS.flatMap(({ make, kind, models: names }) => {
      const makeId = makeIds.get(make);
      if (makeId === undefined) throw new Error(`Seed: make '${make}' not written`);
      return names.map((name) => [makeId, name, kind]);
    });
    await insertRows(db, 'vehicle_models', ['make_id', 'label', 'kind'], models);

    const options = Object.entries(FORM_OPTION_LISTS).flatMap(([list, entries]) =>
      entries.map(({ id, label, value, kinds }, position) => [
        list,
        position,
        id,
        label,
        value ?? null,
        kinds ? JSON.stringify(kinds) : null,
      ]),
    );
    await insertRows(
      db,
      'form_options',
      ['list', 'position', 'id', 'label', 'value', 'kinds'],
      options,
    );
  },
};
