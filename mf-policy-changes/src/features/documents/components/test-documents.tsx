// The documents screen's tests share this: the car policy (the kit's testPolicy) and the two
// documents the reference API asks for on it, answered by the fake network, and the screen
// rendered at /policies/101/outstanding-actions as the app's route does.
import { endpoints, type RequiredDocument } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  testPolicy,
  type Answer,
  type FakeNetwork,
} from '@portal/platform/testing';
import userEvent from '@testing-library/user-event';
import { DocumentsScreen } from './documents-screen';

export const LICENCE: RequiredDocument = {
  id: '1',
  label: 'Driving licence for Mark Mitchell',
  type: 'driving_licence',
  title: '',
  comment: '',
  attachments: [],
};

export const NO_CLAIMS: RequiredDocument = {
  id: '2',
  label: 'Proof of your 7 years no-claims bonus',
  type: 'no_claims_bonus_proof',
  title: '',
  comment: '',
  attachments: [],
};

/** A file as a person picks it; its size set without building it in memory. */
export function file(name: string, size = 2048) {
  const made = new File(['%PDF-1.7'], name, { lastModified: 1 });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

export function showDocumentsScreen({
  network = createFakeNetwork(),
  policy = {},
  documents = [LICENCE, NO_CLAIMS],
  path = '/policies/101/outstanding-actions',
}: {
  network?: FakeNetwork;
  policy?: Parameters<typeof testPolicy>[0];
  documents?: Answer<typeof endpoints.getRequiredDocuments>;
  path?: string;
} = {}) {
  network.on(endpoints.getPolicy, testPolicy(policy));
  network.on(endpoints.getRequiredDocuments, documents);
  const view = renderWithPortal(<DocumentsScreen title="Send your documents" />, {
    network,
    signedIn: true,
    path,
    route: '/policies/:policyId/outstanding-actions',
  });
  // A person can pick 'All files' in the browser's picker, and 'SCAN.PDF' is a pdf there: the
  // accept list is a hint, matched without case.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}
