import { expect, test } from 'vitest';
import { createConfirmLeave } from './confirm-leave';

test('the guard is held while any form holds it', () => {
  const guard = createConfirmLeave();
  const changes: boolean[] = [];
  guard.subscribe((held) => changes.push(held));

  const releaseDriverForm = guard.hold();
  const releaseVehicleForm = guard.hold();
  releaseDriverForm();
  expect(guard.isHeld()).toBe(true);
  releaseVehicleForm();

  expect(guard.isHeld()).toBe(false);
  expect(changes).toEqual([true, true, true, false]);
});

test('releasing twice changes nothing', () => {
  const guard = createConfirmLeave();
  const release = guard.hold();
  release();
  release();
  expect(guard.isHeld()).toBe(false);
});
