// A reminder posted with a body as a client might send it (any text or bytes, any declared
// type), for the tests of how the API reads bodies it cannot trust.
import type { TestApi } from './create-test-api';
import { newSubmission } from './idempotency-key';

export function postEventAs(
  api: TestApi,
  token: string,
  payload: string | Buffer,
  contentType = 'application/json',
) {
  return api.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...newSubmission() },
    payload,
  });
}
