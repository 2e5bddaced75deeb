// The cashback page's tests share this: the two documents the reference API asks car.driver for,
// its answer to the upload, and the page at /policies/101/cashback as the app's route has it.
import { endpoints, type CashbackDocument } from '@portal/contract';
import {
  createFakeNetwork,
  renderWithPortal,
  type Answer,
  type FakeNetwork,
} from '@portal/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { CashbackScreen } from './cashback-screen';

export const SCHEDULE: CashbackDocument = {
  id: 1,
  label: 'Home insurance schedule',
  value: 'Your current home insurance schedule from a UK property policy not administered by us.',
};

export const PAYMENT: CashbackDocument = {
  id: 2,
  label: 'Proof of payment',
  value: 'A bank or card statement showing the payment for that home insurance policy.',
};

/** The reference API's answer (api/src/cashback/routes.ts). */
export const RECEIVED =
  'Thank you, we have received your documents. Once your claim is approved, £20.00 will be refunded to the card you used to pay for your policy, or sent to you by cheque. Processing can take more than 28 days.';

export function file(name: string, size = 2048) {
  return new File(['%PDF-1.7 statement'.padEnd(size, ' ')], name, { lastModified: 1 });
}

export function showCashback({
  network = createFakeNetwork(),
  documents = [SCHEDULE, PAYMENT],
  upload = RECEIVED,
  path = '/policies/101/cashback',
}: {
  network?: FakeNetwork;
  documents?: Answer<typeof endpoints.getCashbackDocuments>;
  upload?: Answer<typeof endpoints.uploadCashback>;
  path?: string;
} = {}) {
  network.on(endpoints.getCashbackDocuments, documents).on(endpoints.uploadCashback, upload);
  const view = renderWithPortal(<CashbackScreen title="Claim your £20 cashback" />, {
    network,
    signedIn: true,
    path,
    route: '/policies/:policyId/cashback',
  });
  // 'SCHEDULE.PDF' is a pdf to the browser's picker too: the accept list is only a hint.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** A document's section, its file input and its tick. */
export async function documentEntry(label: string) {
  const section = await screen.findByRole('region', { name: label });
  return {
    section,
    input: within(section).getByLabelText(`File for ${label}`),
    tick: within(section).getByRole('checkbox'),
  };
}

/**
 * The terms as a browser lays them out: taller than their box, so they must be scrolled. jsdom
 * lays nothing out, so the sizes are given.
 */
export function layOutTerms() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
}

/** Scrolls the terms to `top` (800 is the bottom of 1200 in a box of 400). */
export function scrollTerms(terms: HTMLElement, top: number) {
  Object.defineProperty(terms, 'scrollTop', { value: top, configurable: true });
  fireEvent.scroll(terms);
}
