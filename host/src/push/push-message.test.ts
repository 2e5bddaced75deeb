import { expect, test } from 'vitest';
import { readPushMessage, safeTarget } from './push-message';

const ORIGIN = 'https://portal.test';
const data = (text: string) => ({ text: () => text });

test("the API's push shows its title and text and opens the notification's link", () => {
  expect(
    readPushMessage(
      data('{"title":"New notification","body":"Your documents are ready","url":"/inbox"}'),
      ORIGIN,
    ),
  ).toEqual({
    title: 'New notification',
    body: 'Your documents are ready',
    url: 'https://portal.test/inbox',
  });
});

test('a push without a link opens home; plain text becomes the text of a notification', () => {
  expect(readPushMessage(data('{"title":"Hello","url":null}'), ORIGIN)).toEqual({
    title: 'Hello',
    body: '',
    url: 'https://portal.test/',
  });
  expect(readPushMessage(data('Your renewal is due'), ORIGIN)).toEqual({
    title: 'New notification',
    body: 'Your renewal is due',
    url: 'https://portal.test/',
  });
  expect(readPushMessage(null, ORIGIN).title).toBe('New notification');
  expect(readPushMessage(data('{"title":42,"body":["x"]}'), ORIGIN)).toEqual({
    title: 'New notification',
    body: '',
    url: 'https://portal.test/',
  });
});

test('only the portal itself and https addresses are opened from a notification', () => {
  expect(safeTarget('/policies/101', ORIGIN)).toBe('https://portal.test/policies/101');
  expect(safeTarget('https://help.example/article', ORIGIN)).toBe('https://help.example/article');
  expect(safeTarget('javascript:alert(1)', ORIGIN)).toBe('https://portal.test/');
  expect(safeTarget('http://plain.example/', ORIGIN)).toBe('https://portal.test/');
});
