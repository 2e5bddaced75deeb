import { escapeHtml } from '../http/html';
import { CONSOLE_PATH } from './staff-sessions';
import type { OutboxRow } from '../outbox/store';
import type { ConnectedUser, ConsoleData } from './console-data';
import type { ConsoleScreenshotStatus, ScreenshotRequest } from './store';

// The support console's pages: plain server-rendered HTML, no framework. The page's one script
// (console.js) only refreshes the sections marked `data-live`; every action is a plain form, so
// the console works without it. No inline script: the portal's CSP forbids one. Every form a
// staff member sends from a signed-in page carries the session's form token (routes.ts).

/** The form field, and the page's meta for console.js, that carry the session's form token. */
export const FORM_TOKEN_FIELD = 'form_token';

/** One-line confirmations after an action (POST, then redirect with `?notice=`). */
export const NOTICES = {
  requested: 'Screenshot requested. The customer is asked on every page they have open.',
  'not-connected': 'That customer is not connected any more, so no screenshot was requested.',
  withdrawn: 'Screenshot request withdrawn.',
  'not-pending': 'That request was already answered, withdrawn or left without an answer.',
  'maintenance-on': 'Maintenance is now on.',
  'maintenance-off': 'Maintenance is now off.',
} as const;
export type Notice = keyof typeof NOTICES;

export const STATUS_LABELS: Record<ConsoleScreenshotStatus, string> = {
  pending: 'Waiting for the customer',
  denied: 'Declined by the customer',
  withdrawn: 'Withdrawn',
  received: 'Received',
  // Past SCREENSHOT_REQUEST_TTL_MS: the customer will not answer this one; ask again.
  expired: 'No answer',
};

/** 23/11/2026 17:55:02 (UTC), in a <time> element. */
function time(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  const shown =
    `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `<time datetime="${escapeHtml(iso)}">${shown}</time>`;
}

/** The hidden field every signed-in form sends. */
function tokenField(token: string): string {
  return `<input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(token)}">`;
}

function layout(title: string, body: string, token?: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${token === undefined ? '' : `<meta name="${FORM_TOKEN_FIELD}" content="${escapeHtml(token)}">\n`}<link rel="stylesheet" href="${CONSOLE_PATH}/console.css">
<script src="${CONSOLE_PATH}/console.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

export function renderSignIn(options: { error?: string; closed?: boolean } = {}): string {
  if (options.closed) {
    return layout(
      'Support console',
      `<main class="narrow"><h1>Support console</h1>
<p>The support console is closed: no support password is configured. Set
<code>PORTAL_SUPPORT_PASSWORD</code> and restart the server.</p></main>`,
    );
  }
  const error = options.error;
  return layout(
    'Sign in | Support console',
    `<main class="narrow">
<h1>Support console</h1>
<form method="post" action="${CONSOLE_PATH}/sign-in" class="stack">
${error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>` : ''}
<label for="password">Support password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${
      error ? ' aria-invalid="true" aria-describedby="password-error"' : ''
    } autofocus>
<button type="submit">Sign in</button>
</form>
</main>`,
  );
}

/** A page refusing a form that did not come from the console, with the way back. */
export function renderRefused(message: string): string {
  return layout(
    'Refused | Support console',
    `<main class="narrow">
<h1>Support console</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a href="${CONSOLE_PATH}">Back to the support console</a></p>
</main>`,
  );
}

function connectedSection(users: readonly ConnectedUser[], token: string): string {
  if (users.length === 0) return '<p>Nobody is connected right now.</p>';
  const items = users
    .map((user) => {
      const capture = user.canCapture === null ? 'Not known yet' : user.canCapture ? 'Yes' : 'No';
      const username = escapeHtml(user.username);
      return `<li class="card" data-user="${username}">
<h3>${username}</h3>
<dl>
<div><dt>Name</dt><dd>${escapeHtml(user.name)}</dd></div>
<div><dt>Pages open</dt><dd>${user.pages}</dd></div>
<div><dt>Device</dt><dd>${escapeHtml(user.platform ?? 'Not known yet')}</dd></div>
<div><dt>Can take screenshots</dt><dd>${capture}</dd></div>
</dl>
<form method="post" action="${CONSOLE_PATH}/screenshot-requests">
${tokenField(token)}
<input type="hidden" name="user" value="${user.id}">
<button type="submit" id="request-${user.id}" aria-label="Request a screenshot from ${username}">Request screenshot</button>
</form>
</li>`;
    })
    .join('\n');
  return `<ul class="cards">\n${items}\n</ul>`;
}

function screenshotItem(request: ScreenshotRequest, token: string): string {
  const username = escapeHtml(request.username);
  const requestToken = encodeURIComponent(request.token);
  const status = STATUS_LABELS[request.status];
  let detail = '';
  if (request.status === 'pending') {
    detail = `<form method="post" action="${CONSOLE_PATH}/screenshot-requests/${requestToken}/withdraw">
${tokenField(token)}
<button type="submit" id="withdraw-${requestToken}" aria-label="Withdraw the request to ${username}">Withdraw</button>
</form>`;
  } else if (request.status === 'received') {
    detail = `<a href="${CONSOLE_PATH}/screenshots/${requestToken}" target="_blank" rel="noopener">
<img src="${CONSOLE_PATH}/screenshots/${requestToken}" alt="Screenshot from ${username}" loading="lazy">
</a>`;
  }
  return `<li class="request" data-status="${request.status}">
<h3>${username}</h3>
<p>Requested ${time(request.requestedAt)}. <strong>${status}</strong>${
    request.status === 'pending' ? '' : ` ${time(request.updatedAt)}`
  }.</p>
${detail}
</li>`;
}

function screenshotsSection(requests: readonly ScreenshotRequest[], token: string): string {
  if (requests.length === 0) return '<p>No screenshots requested yet.</p>';
  const items = requests.map((request) => screenshotItem(request, token));
  return `<ul class="requests">\n${items.join('\n')}\n</ul>`;
}

function outboxSection(messages: readonly OutboxRow[]): string {
  if (messages.length === 0) return '<p>No messages sent yet.</p>';
  const rows = messages
    .map(
      (message) => `<tr>
<td>${time(message.created_at)}</td>
<td>${message.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
<td>${escapeHtml(message.to)}</td>
<td>${message.code ? `<code>${escapeHtml(message.code)}</code>` : ''}</td>
<td>${message.subject ? `<strong>${escapeHtml(message.subject)}</strong><br>` : ''}${escapeHtml(message.body)}</td>
</tr>`,
    )
    .join('\n');
  return `<div class="scroll"><table>
<caption class="visually-hidden">Codes and messages the portal sent, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>`;
}

function maintenanceSection({ on, retryAfter }: ConsoleData['maintenance'], token: string): string {
  const state = on
    ? `<p><strong>Maintenance is on.</strong> Customers see the maintenance page and are told to try again in ${retryAfter} seconds.</p>`
    : '<p><strong>Maintenance is off.</strong> The portal is open to customers.</p>';
  const form = on
    ? `<form method="post" action="${CONSOLE_PATH}/maintenance" class="inline">
${tokenField(token)}
<input type="hidden" name="on" value="false">
<button type="submit" id="maintenance-off">Turn maintenance off</button>
</form>`
    : `<form method="post" action="${CONSOLE_PATH}/maintenance" class="inline">
${tokenField(token)}
<input type="hidden" name="on" value="true">
<label for="retry-after">Ask customers to try again after (seconds)</label>
<input id="retry-after" name="retry_after" type="number" min="0" step="1" value="${retryAfter}" required>
<button type="submit" id="maintenance-on">Turn maintenance on</button>
</form>`;
  return state + form;
}

/** The console for a signed-in staff member; `token` is their session's form token. */
export function renderConsole(data: ConsoleData, token: string, notice?: Notice): string {
  const summary =
    `${data.connected.length} ${data.connected.length === 1 ? 'customer' : 'customers'} connected, ` +
    `${data.screenshots.filter((request) => request.status === 'pending').length} waiting, ` +
    `${data.screenshots.filter((request) => request.status === 'received').length} received.`;
  return layout(
    'Support console',
    `<header class="bar">
<p class="title">Support console</p>
<form method="post" action="${CONSOLE_PATH}/sign-out">${tokenField(token)}<button type="submit" class="quiet">Sign out</button></form>
</header>
<main>
<h1>Support console</h1>
${notice ? `<p class="notice" role="status">${escapeHtml(NOTICES[notice])}</p>` : ''}
<p class="summary" role="status" data-live="summary">${summary}</p>
<section aria-labelledby="connected-title">
<h2 id="connected-title">Connected now</h2>
<div data-live="connected">${connectedSection(data.connected, token)}</div>
</section>
<section aria-labelledby="screenshots-title">
<h2 id="screenshots-title">Screenshots</h2>
<div data-live="screenshots">${screenshotsSection(data.screenshots, token)}</div>
</section>
<section aria-labelledby="maintenance-title">
<h2 id="maintenance-title">Maintenance</h2>
<div data-live="maintenance">${maintenanceSection(data.maintenance, token)}</div>
</section>
<section aria-labelledby="outbox-title">
<h2 id="outbox-title">Outbox</h2>
<p>Every code and message the portal would have sent by SMS or e-mail, newest first.</p>
<div data-live="outbox">${outboxSection(data.outbox)}</div>
</section>
</main>`,
    token,
  );
}
