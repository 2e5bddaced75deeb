// The support console's only script: every few seconds it reads the page again and swaps in the
// sections marked `data-live` that changed (who is connected, screenshots as they arrive). A
// section holding the keyboard focus is left alone until focus leaves it, so nothing moves under
// the cursor. Without this script the console still works: reload to see the news. Every form
// sends the staff session's form token (routes.ts); a page read again carries the session's
// current one, which is copied into every form, so a form left on screen is never refused as
// out of date.
const REFRESH_MS = 3000;
const TOKEN = 'form_token';

function keepFormTokenCurrent(next) {
  const token = next.querySelector(`meta[name="${TOKEN}"]`)?.getAttribute('content');
  if (!token) return;
  document.querySelector(`meta[name="${TOKEN}"]`)?.setAttribute('content', token);
  for (const field of document.querySelectorAll(`input[name="${TOKEN}"]`)) field.value = token;
}

async function refresh() {
  const response = await fetch(window.location.pathname, {
    credentials: 'same-origin',
    headers: { accept: 'text/html' },
  });
  if (!response.ok) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const sections = next.querySelectorAll('[data-live]');
  // Signed out elsewhere (the sign-in page came back): stop, the next action will show it.
  if (sections.length === 0) return 'stop';
  keepFormTokenCurrent(next);
  for (const section of sections) {
    const current = document.querySelector(`[data-live="${section.dataset.live}"]`);
    if (!current || current.innerHTML === section.innerHTML) continue;
    if (current.contains(document.activeElement)) continue;
    current.innerHTML = section.innerHTML;
  }
  return 'again';
}

function schedule() {
  window.setTimeout(() => {
    refresh().then(
      (outcome) => {
        if (outcome !== 'stop') schedule();
      },
      () => schedule(),
    );
  }, REFRESH_MS);
}

if (document.querySelector('[data-live]')) schedule();
