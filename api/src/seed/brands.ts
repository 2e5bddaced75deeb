import { prepared } from '../db/prepared';
import type { SeedStep } from './seed-step';

// The two brands (portal.md §1: label, legal name, regulator number, contact number). Contact
// numbers are from Ofcom's range reserved for drama (0306 999 0xxx).
export const BRANDS = [
  {
    id: 'northway',
    label: 'Northway Motor Insurance',
    legalName: 'Northway Insurance Services Limited',
    regulatorNumber: '612345',
    contactNumber: '0306 999 0123',
    colours: { primary: '#0b3d91', secondary: '#f2a900' },
  },
  {
    id: 'ridgeline',
    label: 'Ridgeline Bike Insurance',
    legalName: 'Ridgeline Motorcycle Insurance Limited',
    regulatorNumber: '734512',
    contactNumber: '0306 999 0456',
    colours: { primary: '#1f6f43', secondary: '#e4572e' },
  },
] as const;

export type BrandId = (typeof BRANDS)[number]['id'];

export function brandRef(id: BrandId): { id: string; label: string } {
  const brand = BRANDS.find((candidate) => candidate.id === id);
  return { id, label: brand?.label ?? id };
}

export const brandsSeed: SeedStep = {
  id: 'core-brands',
  async run({ db }) {
    const insert = prepared<[string, string, string, string, string, string]>(
      db,
      `INSERT INTO portals (id, label, legal_name, regulator_number, contact_number, colours)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const brand of BRANDS) {
      await insert.run(
        brand.id,
        brand.label,
        brand.legalName,
        brand.regulatorNumber,
        brand.contactNumber,
        JSON.stringify(brand.colours),
      );
    }
  },
};
