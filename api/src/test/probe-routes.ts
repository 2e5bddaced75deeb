import * as v from 'valibot';
import { endpoint } from '@portal/contract';
import { signedIn } from '../auth/auth-user';
import { forbidden } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import type { RouteModule } from '../http/route-module';

// Endpoints that exist only in tests, to exercise `registerEndpoint` before the domain routes
// exist. They are registered inside the API with `createTestApi({ routes: [probeRoutes] })`.

export const probeEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/probe/me',
    auth: 'token',
    response: v.object({ id: v.number(), username: v.string() }),
  }),
  optional: endpoint({
    method: 'GET',
    path: '/probe/optional',
    auth: 'optional',
    response: v.object({ signedIn: v.boolean() }),
  }),
  agreementsAllowed: endpoint({
    method: 'GET',
    path: '/probe/agreements-allowed',
    auth: 'token',
    response: v.string(),
  }),
  body: endpoint({
    method: 'POST',
    path: '/probe/body/:id',
    auth: 'none',
    body: v.object({
      name: v.pipe(v.string('Please enter a name.'), v.nonEmpty('Please enter a name.')),
      address: v.object({
        postcode: v.pipe(
          v.string('Please enter a postcode.'),
          v.minLength(6, 'The postcode must be between 6 and 8 characters.'),
        ),
      }),
    }),
    query: v.object({ limit: v.optional(v.pipe(v.string(), v.digits('The limit is a number.'))) }),
    response: v.object({ id: v.string(), name: v.string(), limit: v.nullable(v.string()) }),
  }),
  drift: endpoint({
    method: 'GET',
    path: '/probe/drift',
    auth: 'none',
    response: v.object({ count: v.pipe(v.number(), v.minValue(0)) }),
  }),
  forbidden: endpoint({
    method: 'GET',
    path: '/probe/forbidden',
    auth: 'none',
    response: v.null(),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/probe/upload',
    auth: 'token',
    multipart: true,
    body: v.object({
      comment: v.string(),
      documents: v.array(v.file()),
      payload: v.optional(v.object({ step: v.string(), done: v.boolean() })),
    }),
    response: v.object({
      comment: v.string(),
      documents: v.array(v.object({ name: v.string(), size: v.number(), text: v.string() })),
      step: v.nullable(v.string()),
      fields: v.array(v.string()),
    }),
  }),
};

export const PROBE_MAX_FILE_SIZE = 1000;
export const PROBE_MAX_FILES = 2;

export const probeRoutes: RouteModule = (app) => {
  registerEndpoint(app, probeEndpoints.me, ({ user }) => {
    const { id, username } = signedIn(user);
    return { id, username };
  });
  registerEndpoint(app, probeEndpoints.optional, ({ user }) => ({ signedIn: user !== null }));
  registerEndpoint(app, probeEndpoints.agreementsAllowed, () => 'allowed', {
    allowWithPendingAgreements: true,
  });
  registerEndpoint(app, probeEndpoints.body, ({ params, body, query }) => ({
    id: params.id,
    name: body.name,
    limit: query.limit ?? null,
  }));
  registerEndpoint(app, probeEndpoints.drift, () => ({ count: -1 }));
  registerEndpoint(app, probeEndpoints.forbidden, () => {
    throw forbidden('This policy cannot be changed online. Please phone us.');
  });
  registerEndpoint(
    app,
    probeEndpoints.upload,
    async ({ body, files }) => ({
      comment: body.comment,
      documents: await Promise.all(
        body.documents.map(async (file) => ({
          name: file.name,
          size: file.size,
          text: await file.text(),
        })),
      ),
      step: body.payload?.step ?? null,
      fields: files.map((file) => file.field),
    }),
    { maxFileSize: PROBE_MAX_FILE_SIZE, maxFiles: PROBE_MAX_FILES },
  );
};
