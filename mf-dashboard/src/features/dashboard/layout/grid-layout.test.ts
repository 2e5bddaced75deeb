import { createSessionStore } from '@portal/platform';
import { expect, test } from 'vitest';
import {
  LAYOUT_STORAGE_KEY,
  layoutOrder,
  moveTo,
  packLayout,
  readSavedOrder,
  restoreOrder,
  saveLayout,
} from './grid-layout';

const DEFAULT = [
  { id: 'policies', w: 2, h: 1 },
  { id: 'events', w: 1, h: 1 },
  { id: 'account', w: 1, h: 1 },
  { id: 'magazine', w: 1, h: 1 },
  { id: 'offer', w: 1, h: 1 },
];

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

test('the default order packs policies 2x1 then the cards beside and below it, 4 a row', () => {
  expect(packLayout(DEFAULT)).toEqual([
    { i: 'policies', x: 0, y: 0, w: 2, h: 1 },
    { i: 'events', x: 2, y: 0, w: 1, h: 1 },
    { i: 'account', x: 3, y: 0, w: 1, h: 1 },
    { i: 'magazine', x: 0, y: 1, w: 1, h: 1 },
    { i: 'offer', x: 1, y: 1, w: 1, h: 1 },
  ]);
});

test('a wide card that does not fit the rest of a row leaves a gap a later small card fills', () => {
  const layout = packLayout([
    { id: 'a', w: 1, h: 1 },
    { id: 'b', w: 1, h: 1 },
    { id: 'c', w: 1, h: 1 },
    { id: 'wide', w: 2, h: 1 },
    { id: 'd', w: 1, h: 1 },
  ]);
  expect(layout.find((item) => item.i === 'wide')).toMatchObject({ x: 0, y: 1 });
  expect(layout.find((item) => item.i === 'd')).toMatchObject({ x: 3, y: 0 });
  expect(layoutOrder(layout)).toEqual(['a', 'b', 'c', 'd', 'wide']);
});

test('moving a card changes its place in the order only', () => {
  expect(moveTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveTo(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(moveTo(['a', 'b'], 'b', 9)).toEqual(['a', 'b']);
  expect(moveTo(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
});

test('a saved layout is restored in its order; new cards take their default place', () => {
  const storage = memoryStorage();
  saveLayout(storage, packLayout([DEFAULT[2]!, DEFAULT[0]!, DEFAULT[1]!]));

  const saved = readSavedOrder(storage);
  expect(saved).toEqual(['account', 'policies', 'events']);
  expect(
    restoreOrder(
      saved,
      DEFAULT.map((card) => card.id),
    ),
  ).toEqual(['account', 'policies', 'events', 'magazine', 'offer']);
  expect(restoreOrder(['gone', 'events'], ['policies', 'events'])).toEqual(['policies', 'events']);
});

test('an unreadable saved layout is the default layout', () => {
  const storage = memoryStorage();
  storage.setItem(LAYOUT_STORAGE_KEY, '{not json');
  expect(readSavedOrder(storage)).toBeNull();
  storage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify([{ i: 'policies', x: -1, y: 0, w: 2, h: 1 }]));
  expect(readSavedOrder(storage)).toBeNull();
  expect(readSavedOrder(null)).toBeNull();
});

test("a saved layout is the signed-in user's: restored while signed in, gone once they sign out", () => {
  const storage = memoryStorage();
  const session = createSessionStore({ storage });
  session.getState().login({ token: 't1', greeting: 'Hello', user: { username: 'car.driver' } });
  saveLayout(storage, packLayout([DEFAULT[1]!, DEFAULT[0]!]));
  // A reload while signed in: the session and its layout are both still there.
  expect(createSessionStore({ storage }).getState().status).toBe('signed-in');
  expect(readSavedOrder(storage)).toEqual(['events', 'policies']);

  session.getState().logout();

  expect(storage.getItem(LAYOUT_STORAGE_KEY)).toBeNull();
  expect(readSavedOrder(storage)).toBeNull();
});
