// The hosted card page's only script (payments-common protocol). The page works without it up to
// the token: it focuses the error summary after a refused submission, tells the portal the page's
// height so the frame never scrolls inside, and hands the token to the portal, same origin only.
const parentWindow = window.parent === window ? null : window.parent;

function post(message) {
  if (parentWindow) parentWindow.postMessage(message, window.location.origin);
}

let lastHeight = 0;
function reportHeight() {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'gateway:resize', height });
}

const summary = document.getElementById('error-summary');
if (summary) summary.focus();

reportHeight();
if ('ResizeObserver' in window) new ResizeObserver(reportHeight).observe(document.documentElement);
window.addEventListener('load', reportHeight);

const token = document.getElementById('gateway-token');
if (token) {
  post({
    type: 'gateway:token',
    token: token.dataset.token,
    last4: token.dataset.last4,
    brand: token.dataset.brand,
  });
}

// A double click sends the card once: the button is disabled once its form is on its way.
for (const form of document.querySelectorAll('form')) {
  form.addEventListener('submit', (event) => {
    if (form.dataset.sent === 'true') {
      event.preventDefault();
      return;
    }
    form.dataset.sent = 'true';
  });
}

// A page brought back by the browser's back button may send again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  for (const form of document.querySelectorAll('form')) delete form.dataset.sent;
});
