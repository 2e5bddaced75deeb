// The page's first script (start-main.ts says what it does and why). It is written into the
// page's head, and runs as the head is read.
import {
  addCachedTypefaces,
  holdInputUntilHydrated,
  startAfterFirstPaint,
  startMainScript,
} from './start-main';

const self = document.currentScript;
const main = self instanceof HTMLScriptElement ? self.dataset.main : undefined;
if (main) {
  const typefaces = self instanceof HTMLScriptElement ? self.dataset.typefaces : undefined;
  holdInputUntilHydrated(document);
  addCachedTypefaces(document, typefaces);
  // The main script needs the whole page, as it was when this script was deferred.
  whenParsed(() =>
    startAfterFirstPaint(document, () => startMainScript(document, { main, typefaces })),
  );
}

function whenParsed(then: () => void) {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', then, { once: true });
  } else {
    then();
  }
}
