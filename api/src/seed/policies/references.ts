// The seeded policies' references and ids, for seed steps and tests that need one of them:
// `context.policyId(POLICY_REFERENCES.car)`.
export const POLICY_REFERENCES = {
  /** car.driver: every sidebar item, agreed value and two documents required. */
  car: 'NWM-CAR-204815',
  /** car.driver: home, an unsupported (read-only) type. */
  home: 'NWM-HOME-204816',
  /** car.driver: expired long ago, hidden behind 'Show N old policies'. */
  expired: 'NWM-CAR-187342',
  /** car.driver: read-only, renewal 45 days before the seed date. */
  recentlyExpired: 'NWM-CAR-198873',
  /** car.driver: held at the Ridgeline brand. */
  otherBrand: 'RLB-BIKE-305512',
  /** van.fleet: any driver, multiple vehicles, three vans. */
  van: 'NWM-VAN-410027',
  /** bike.rider: riders. */
  bike: 'RLB-BIKE-306120',
  /** bike.rider: flagged read_only. */
  bikeReadOnly: 'RLB-BIKE-299871',
} as const;

export const POLICY_IDS = {
  car: 101,
  home: 102,
  expired: 103,
  recentlyExpired: 104,
  otherBrand: 105,
  van: 106,
  bike: 107,
  bikeReadOnly: 108,
} as const satisfies Record<keyof typeof POLICY_REFERENCES, number>;
