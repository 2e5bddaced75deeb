// The page's first script (start-main.ts says what it does and why).
import { holdInputUntilHydrated, startAfterFirstPaint, startMainScript } from './start-main';

const self = document.currentScript;
const mainScript = self instanceof HTMLScriptElement ? self.dataset.main : undefined;
if (mainScript) {
  holdInputUntilHydrated(document);
  startAfterFirstPaint(document, () => startMainScript(document, mainScript));
}
