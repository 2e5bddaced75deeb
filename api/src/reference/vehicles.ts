// The vehicles the reference API's finder knows (policy-changes.md §4 'Vehicle finder', §7 POST
// /vehicle/registration-lookup and GET /vehicle/makes-and-models/{id}): the seeded policies'
// vehicles and some others by registration, and the makes with their models per kind of policy.

export type VehicleKind = 'car' | 'van' | 'bike';

export interface ReferenceVehicle {
  /** Normalised: upper case, no spaces. */
  readonly registration: string;
  readonly make: string;
  readonly model: string;
  readonly trim: string;
  readonly engine: string;
  readonly year: number;
  readonly transmission: string;
  readonly doors: number;
  readonly fuel: string;
}

function vehicle(
  registration: string,
  make: string,
  model: string,
  trim: string,
  engine: string,
  year: number,
  transmission: string,
  doors: number,
  fuel: string,
): ReferenceVehicle {
  return { registration, make, model, trim, engine, year, transmission, doors, fuel };
}

export const REFERENCE_VEHICLES: readonly ReferenceVehicle[] = [
  // The seeded policies' vehicles.
  vehicle('H417KUB', 'Mazda', 'MX-5', 'Mk1 1.6i', '1597cc', 1991, 'Manual', 2, 'Petrol'),
  vehicle('YG12HVM', 'Vauxhall', 'Corsa', 'SXi', '1398cc', 2012, 'Manual', 3, 'Petrol'),
  vehicle('YB16WKN', 'Ford', 'Fiesta', 'Zetec', '998cc', 2016, 'Manual', 5, 'Petrol'),
  vehicle('YR22BZN', 'Vespa', 'GTS 300', 'Super Sport', '278cc', 2022, 'Automatic', 0, 'Petrol'),
  vehicle('MA21VFX', 'Ford', 'Transit Custom', 'Trend', '1995cc', 2021, 'Manual', 4, 'Diesel'),
  vehicle('MF70KLR', 'Vauxhall', 'Vivaro', 'Dynamic', '1997cc', 2020, 'Manual', 4, 'Diesel'),
  vehicle(
    'MX22HPD',
    'Volkswagen',
    'Transporter',
    'T6.1 Highline',
    '1968cc',
    2022,
    'Automatic',
    4,
    'Diesel',
  ),
  vehicle('WU21HNB', 'Triumph', 'Street Triple', 'RS', '765cc', 2021, 'Manual', 0, 'Petrol'),
  vehicle('WA19LZT', 'Honda', 'CB500X', '', '471cc', 2019, 'Manual', 0, 'Petrol'),
  // Others a customer might add or replace with.
  vehicle('LD19XRT', 'Volkswagen', 'Golf', 'Match 1.5 TSI', '1498cc', 2019, 'Manual', 5, 'Petrol'),
  vehicle('BK68FNW', 'Toyota', 'Yaris', 'Icon Hybrid', '1497cc', 2018, 'Automatic', 5, 'Hybrid'),
  vehicle('SN70GVU', 'Nissan', 'Qashqai', 'N-Connecta', '1332cc', 2020, 'Manual', 5, 'Petrol'),
  vehicle('KX71PZD', 'Mercedes-Benz', 'Sprinter', '314 CDI', '2143cc', 2021, 'Manual', 4, 'Diesel'),
  vehicle('WR23KTE', 'Yamaha', 'MT-07', 'Pure', '689cc', 2023, 'Manual', 0, 'Petrol'),
  vehicle('AB12CDE', 'Ford', 'Focus', 'Titanium', '999cc', 2012, 'Manual', 5, 'Petrol'),
  vehicle('BK21XRT', 'Toyota', 'Yaris', 'Design', '1490cc', 2021, 'Automatic', 5, 'Hybrid'),
];

/** 'Is this a {label}?' (policy-changes.md §4). */
export function vehicleLabel(vehicle: ReferenceVehicle): string {
  const name = [vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== '').join(' ');
  return `${vehicle.year} ${name}, ${vehicle.engine} ${vehicle.transmission}`;
}

/** Makes and their models, per kind of policy that offers them. */
export const VEHICLE_MODELS: readonly {
  readonly make: string;
  readonly kind: VehicleKind;
  readonly models: readonly string[];
}[] = [
  { make: 'Audi', kind: 'car', models: ['A1', 'A3', 'A4', 'Q3', 'TT'] },
  { make: 'BMW', kind: 'car', models: ['1 Series', '3 Series', '5 Series', 'X1', 'Z4'] },
  { make: 'Ford', kind: 'car', models: ['Fiesta', 'Focus', 'Kuga', 'Puma', 'Mustang'] },
  { make: 'Honda', kind: 'car', models: ['Civic', 'Jazz', 'CR-V', 'HR-V'] },
  { make: 'Kia', kind: 'car', models: ['Picanto', 'Ceed', 'Niro', 'Sportage'] },
  { make: 'Mazda', kind: 'car', models: ['Mazda2', 'Mazda3', 'CX-5', 'MX-5'] },
  { make: 'Nissan', kind: 'car', models: ['Micra', 'Juke', 'Qashqai', 'Leaf'] },
  { make: 'Toyota', kind: 'car', models: ['Aygo X', 'Yaris', 'Corolla', 'RAV4'] },
  { make: 'Vauxhall', kind: 'car', models: ['Corsa', 'Astra', 'Mokka', 'Grandland'] },
  { make: 'Volkswagen', kind: 'car', models: ['Polo', 'Golf', 'T-Roc', 'Tiguan'] },
  { make: 'Citroen', kind: 'van', models: ['Berlingo', 'Dispatch', 'Relay'] },
  { make: 'Ford', kind: 'van', models: ['Transit Connect', 'Transit Custom', 'Transit', 'Ranger'] },
  { make: 'Mercedes-Benz', kind: 'van', models: ['Citan', 'Vito', 'Sprinter'] },
  { make: 'Peugeot', kind: 'van', models: ['Partner', 'Expert', 'Boxer'] },
  { make: 'Renault', kind: 'van', models: ['Kangoo', 'Trafic', 'Master'] },
  { make: 'Toyota', kind: 'van', models: ['Proace City', 'Proace', 'Hilux'] },
  { make: 'Vauxhall', kind: 'van', models: ['Combo', 'Vivaro', 'Movano'] },
  { make: 'Volkswagen', kind: 'van', models: ['Caddy', 'Transporter', 'Crafter', 'Amarok'] },
  { make: 'BMW', kind: 'bike', models: ['G 310 R', 'F 900 R', 'R 1250 GS', 'S 1000 RR'] },
  { make: 'Ducati', kind: 'bike', models: ['Monster', 'Scrambler Icon', 'Multistrada V2'] },
  { make: 'Honda', kind: 'bike', models: ['PCX125', 'CB500X', 'CB650R', 'Africa Twin'] },
  { make: 'Kawasaki', kind: 'bike', models: ['Z650', 'Ninja 650', 'Versys 650', 'Z900'] },
  { make: 'KTM', kind: 'bike', models: ['390 Duke', '790 Duke', '890 Adventure'] },
  { make: 'Suzuki', kind: 'bike', models: ['GSX-S750', 'V-Strom 650', 'Hayabusa'] },
  { make: 'Triumph', kind: 'bike', models: ['Trident 660', 'Street Triple', 'Tiger 900'] },
  { make: 'Vespa', kind: 'bike', models: ['Primavera 125', 'GTS 125', 'GTS 300'] },
  { make: 'Yamaha', kind: 'bike', models: ['XMAX 300', 'MT-07', 'MT-09', 'Tracer 9'] },
];

/** policy-changes.md §5: car policies also ask about kit cars and left-hand drive. */
export function isCarPolicy(policyValue: string): boolean {
  return policyValue.trim().toLowerCase() === 'car';
}

/** The policy's type decides the makes offered: bikes for bike policies, vans for van ones. */
export function vehicleKindOf(policyValue: string): VehicleKind {
  const value = policyValue.trim().toLowerCase();
  return value === 'bike' ? 'bike' : value === 'van' ? 'van' : 'car';
}
