// The support console's only script: every few seconds it reads the page again and swaps in the
// sections marked `data-live` that changed (who is connected, screenshots as they arrive). A
// section holding the keyboard focus is left alone until focus leaves it, so nothing moves under
// the cursor. Without this script the console still works: reload to see the news.
const REFRESH_MS = 3000;

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
