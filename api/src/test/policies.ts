import { policiesOf, savePolicy } from '../policies/store';
import { POLICY_IDS } from '../seed/policies/references';
import { userIdByUsername } from '../user/store';
import type { TestApi } from './create-test-api';

/** The id `addSecondCar` gives: beyond every seeded policy's. */
export const SECOND_CAR_ID = 199;

/**
 * A second active car policy for car.driver, at Northway like her first: what also_change can
 * name (her only other motor policy is held at Ridgeline, and changed there).
 */
export async function addSecondCar(api: TestApi): Promise<number> {
  const { db } = api.context;
  const userId = await userIdByUsername(db, 'car.driver');
  const car = (await policiesOf(db, userId ?? 0)).find((record) => record.id === POLICY_IDS.car);
  if (userId === undefined || !car) throw new Error('car.driver and her car are seeded');
  const document = { ...car.stored, id: SECOND_CAR_ID, reference: 'NWM-CAR-299999' };
  await savePolicy(db, userId, { ...document, label: 'Second car' }, api.clock.now());
  return SECOND_CAR_ID;
}
