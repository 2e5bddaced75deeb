import { formatMoney } from '@portal/contract';
import { escapeHtml } from '../http/html';
import type { CardErrors, CardField, CardForm } from './cards';

// The hosted card page's HTML (payments-common protocol), server-rendered so that it works
// without script: the one script (gateway.js) only focuses the error summary, reports the page's
// height and hands the token to the portal. No inline script or style: the page's CSP forbids
// them.

/** Where the gateway is served ('/api/gateway'), for its links, forms and assets. */
export interface Page {
  readonly base: string;
  /** The amount in pence shown on the button and in the challenge; none: 'Continue'. */
  readonly amountPence: number | null;
}

export function layout(page: Page, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(page.base)}/gateway.css">
<script src="${escapeHtml(page.base)}/gateway.js" defer></script>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Field errors link to their field; a message about the whole form (href null) does not. */
export function errorSummary(items: readonly { href: string | null; message: string }[]): string {
  if (items.length === 0) return '';
  const list = items
    .map(({ href, message }) =>
      href
        ? `<li><a href="${escapeHtml(href)}">${escapeHtml(message)}</a></li>`
        : `<li>${escapeHtml(message)}</li>`,
    )
    .join('\n');
  return `<div class="error-summary" id="error-summary" tabindex="-1" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>
${list}
</ul>
</div>`;
}

/** One labelled input, its hint and its error under it, tied together for screen readers. */
export function field(options: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly value: string;
  readonly attributes: string;
}): string {
  const { id, name, label, hint, error, value, attributes } = options;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return `<div class="field${error ? ' field-error' : ''}">
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
<input id="${id}" name="${name}" type="text" value="${escapeHtml(value)}" ${attributes}${
    described.length > 0 ? ` aria-describedby="${described.join(' ')}"` : ''
  }${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>` : ''}
</div>`;
}

const FIELD_IDS: Record<CardField, string> = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
};

export interface CardPageState {
  /** What was typed; the security code is never sent back. */
  readonly values: Omit<CardForm, 'cvc'>;
  readonly errors: CardErrors;
  /** A problem with the whole attempt (too many tries, a challenge that timed out). */
  readonly problem?: string;
}

export const EMPTY_CARD: CardPageState = { values: { number: '', expiry: '' }, errors: {} };

export function renderCardPage(page: Page, state: CardPageState): string {
  const { values, errors, problem } = state;
  const summary = errorSummary([
    ...(problem ? [{ href: null, message: problem }] : []),
    ...(['number', 'expiry', 'cvc'] as const).flatMap((name) => {
      const message = errors[name];
      return message ? [{ href: `#${FIELD_IDS[name]}`, message }] : [];
    }),
  ]);
  const amount = page.amountPence === null ? '' : (page.amountPence / 100).toFixed(2);
  const button =
    page.amountPence === null ? 'Continue' : `Pay ${formatMoney(page.amountPence / 100)}`;
  const numeric = 'inputmode="numeric" spellcheck="false" autocapitalize="off"';
  return layout(
    page,
    `${summary ? 'Error: ' : ''}Pay by card`,
    `<h1>Pay by card</h1>
${summary}
<form method="post" action="${escapeHtml(page.base)}/card" novalidate>
<input type="hidden" name="amount" value="${amount}">
${field({
  id: FIELD_IDS.number,
  name: 'number',
  label: 'Card number',
  error: errors.number,
  value: values.number,
  attributes: `autocomplete="cc-number" ${numeric} maxlength="40"`,
})}
<div class="pair">
${field({
  id: FIELD_IDS.expiry,
  name: 'expiry',
  label: 'Expiry date',
  hint: 'MM/YY, for example 08/29',
  error: errors.expiry,
  value: values.expiry,
  attributes: `autocomplete="cc-exp" ${numeric} maxlength="10"`,
})}
${field({
  id: FIELD_IDS.cvc,
  name: 'cvc',
  label: 'Security code',
  hint: '3 digits on the back, 4 on the front for American Express',
  error: errors.cvc,
  value: '',
  attributes: `autocomplete="cc-csc" ${numeric} maxlength="4"`,
})}
</div>
<button type="submit">${escapeHtml(button)}</button>
</form>
<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<p>This is a test payment page: no real card is charged. Use any expiry date in the future and any security code of the right length.</p>
<ul>
<li><span class="card-number">4242 4242 4242 4242</span> approved</li>
<li><span class="card-number">4000 0000 0000 0002</span> declined</li>
<li><span class="card-number">4000 0000 0000 3220</span> asks for a security code from your bank</li>
</ul>
</section>`,
  );
}

/** The card is tokenised: gateway.js hands the token to the portal (data-* below). */
export function renderTokenPage(
  page: Page,
  token: { token: string; last4: string; brand: string },
): string {
  return layout(
    page,
    'Card accepted',
    `<h1>Pay by card</h1>
<p class="status" role="status">Card accepted. Completing your payment...</p>
<div id="gateway-token" hidden data-token="${escapeHtml(token.token)}" data-last4="${escapeHtml(
      token.last4,
    )}" data-brand="${escapeHtml(token.brand)}"></div>`,
  );
}
