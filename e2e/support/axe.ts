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
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  // axe reads colours as they are drawn: a dialog or toast still fading in blends into its backdrop and reads as
  // a contrast failure that no reader would see. Let every finite animation end first (looping ones never do).
  // A paused animation never finishes, hence the bound.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  if (serious.length) {
    throw new Error(
      `${serious.length} serious or critical accessibility violation(s) on ${page.url()}:\n\n${describeViolations(serious)}`,
    );
  }
  return results.violations;
}
