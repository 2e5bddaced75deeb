import { sha1Hex } from '../security/breach-range';
import { insertRows } from './insert-rows';
import type { SeedStep } from './seed-step';

// The breach corpus the reference API's range call answers from (docs/decisions/007): passwords
// seen again and again in published breaches, with how often, in the spirit of the public
// service's counts. Some meet the password rule (portal.md §5), which is why the breach check
// exists: a password can be long and mixed and still be the first one an attacker tries.
export const BREACHED_PASSWORDS: readonly (readonly [password: string, count: number])[] = [
  ['123456', 37_359_195],
  ['123456789', 16_629_796],
  ['password', 9_545_824],
  ['qwerty', 7_014_803],
  ['12345678', 4_936_761],
  ['111111', 3_726_414],
  ['iloveyou', 2_145_260],
  ['abc123', 1_205_102],
  ['password1', 2_413_945],
  ['football', 476_238],
  ['monkey', 1_083_012],
  ['letmein', 623_315],
  ['liverpool', 364_528],
  ['Password1', 306_231],
  ['Password123', 127_103],
  // These meet the password rule and are still breached.
  ['Password123!', 46_543],
  ['Welcome2024!', 1_204],
  ['Qwerty12345!', 2_871],
  ['Summer2023!!', 412],
  ['P@ssw0rd123', 13_406],
  ['Welcome123!', 9_870],
  ['Liverpool1!', 3_228],
  ['Arsenal123!', 1_566],
  ['Chelsea2023!', 318],
  ['Winter2024!!', 205],
  ['Football123!', 2_034],
  ['Letmein123!', 1_876],
];

export const breachedPasswordsSeed: SeedStep = {
  id: 'security-breached-passwords',
  async run({ db }) {
    const rows = BREACHED_PASSWORDS.map(([password, count]) => [sha1Hex(password), count]);
    await insertRows(db, 'breached_passwords', ['sha1', 'count'], rows);
  },
};
