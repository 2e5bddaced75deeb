// Axe on a page at rest. A dialog fading in or the drawer sliding in is, for a few frames, text
// blended into its background: axe judged those frames as colour contrast failures. Every check
// waits for the page's transitions to end, so it judges what stays on screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until nothing on the page is mid-transition: a dialog fading in, the drawer sliding. Only
 * the short ones count (ending within a second of their start); an endless one (a spinner, a
 * skeleton's shimmer) or a long one (a countdown) is not an entrance. Two frames first: a
 * transition starts a frame after the element that runs it appears. Bounded: a page that keeps
 * starting new transitions is checked as it is after three seconds.
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          const { endTime } = animation.effect?.getComputedTiming() ?? {};
          return animation.playState !== 'running' || Number(endTime) > 1_000;
        }),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** The serious and critical violations axe finds on the page at rest, each with its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await atRest(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) =>
        [
          node.target.join(' '),
          node.html.replace(/\s+/g, ' ').slice(0, 160),
          ...node.any.map((check) => check.message),
        ].join(' | '),
      );
      return `${violation.id}: ${violation.help}\n    ${nodes.join('\n    ')}`;
    });
}

/**
 * No serious or critical violation on the page as it is now. `where` names the page on failure.
 * `soft`: a test going through several screens reports every screen's violations, not the first.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where?: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const found = await seriousViolations(page);
  if (soft) expect.soft(found, where).toEqual([]);
  else expect(found, where).toEqual([]);
}
