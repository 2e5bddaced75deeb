import { expect, test } from 'vitest';
import { createTestApi } from '../test/create-test-api';
import { readOutbox, sendMessage } from './store';

const api = await createTestApi();
const { db } = api.context;

test('a message sent goes to the outbox, where tests and developers read it', async () => {
  const first = await sendMessage(
    db,
    { channel: 'sms', to: '07700 900123', body: 'Your code is 123456', code: '123456' },
    api.clock.now(),
  );
  api.clock.advance(1000);
  const second = await sendMessage(
    db,
    {
      channel: 'email',
      to: 'sarah.mitchell@example.co.uk',
      subject: 'Your username',
      body: 'Your username is car.driver',
    },
    api.clock.now(),
  );

  expect(await readOutbox(db, '07700 900123')).toEqual([
    {
      id: first,
      channel: 'sms',
      to: '07700 900123',
      subject: null,
      body: 'Your code is 123456',
      code: '123456',
      created_at: '2026-11-22T09:30:00.000Z',
    },
  ]);
  expect((await readOutbox(db)).map((message) => message.id)).toEqual([second, first]);

  const response = await api.app.inject({
    method: 'GET',
    url: '/api/dev/outbox?to=sarah.mitchell%40example.co.uk',
    headers: await api.staff(),
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([
    expect.objectContaining({ id: second, channel: 'email', subject: 'Your username', code: null }),
  ]);
});

test('a message on a channel other than sms or email is refused by the table', async () => {
  await expect(
    sendMessage(db, { channel: 'post' as 'sms', to: 'x', body: 'x' }, api.clock.now()),
  ).rejects.toThrow(/CHECK constraint/i);
});
