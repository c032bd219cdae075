import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const blocking = new Set(['serious', 'critical']);

export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    ... and ${violation.nodes.length - 5} more` : '';
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Runs axe (WCAG 2.x A and AA rules) on the page as it is now and fails on any serious or critical violation,
 * listing each with the elements involved. Minor and moderate findings are returned for the caller to log.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<Violation[]> {
  // Legacy mode runs axe.run in the page itself. The default mode runs axe.runPartial there, then opens a blank page,
  // injects axe into it a second time and finishes the run in it: 2.1-2.6 s a screen against 1.0 s on a quiet
  // machine, with the same findings; that mode exists for cross-origin iframes, and the app has no iframe at all.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // A verdict counts only from a page that held still while axe read it: a transition that a timer started
  // meanwhile (a verse's navigation tint, a toast leaving) is read mid-fade, and its blended colours fail contrast
  // that no reader would see. Then axe reads the page again once that motion has ended.
  for (let attempt = 1; ; attempt += 1) {
    await untilStill(page);
    const results = await builder.analyze();
    const serious = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
    if (!serious.length) return results.violations;
    const moved = await page.evaluate(() => (window as MotionWatch).__axeMotion?.splice(0) ?? []);
    if (moved.length === 0 || attempt === 3) {
      const motion = moved.length ? `\n\nStill moving while axe read the page: ${moved.join(', ')}` : '';
      throw new Error(
        `${serious.length} serious or critical accessibility violation(s) on ${page.url()}:\n\n${describeViolations(serious)}${motion}`,
      );
    }
  }
}

type MotionWatch = Window & { __axeMotion?: string[] };

/**
 * Lets every finite animation and transition end (looping ones never do; a paused one never finishes, hence the
 * bound), then records each one that starts from now on, for the check after axe has read the page.
 */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const scope = window as MotionWatch;
    if (!scope.__axeMotion) {
      const moving: string[] = [];
      scope.__axeMotion = moving;
      const record = (event: Event) => {
        const target = event.target as Element;
        const name = 'propertyName' in event ? `transition ${String(event.propertyName)}` : 'animation';
        moving.push(
          `${name} on <${target.tagName?.toLowerCase() ?? '?'} ${target.id ? `#${target.id}` : ''}>`,
        );
      };
      window.addEventListener('transitionrun', record, true);
      window.addEventListener('animationstart', record, true);
    }
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    scope.__axeMotion.splice(0);
  });
}
