import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * @axe-core/playwright evaluates axe-core's 500 kB source in each child frame under a fixed one-second timeout
 * and, when that runs out, drops the frame from the scan without a word (its `inject` races a 1 s "Script
 * Timeout", which `runPartialRecursive` swallows). On a loaded CI machine the widget's out-of-process iframe
 * took longer than that, and the widget went unscanned. So the source goes in beforehand, without that
 * timeout: into every frame already on the page, and, as an init script, into the blank page on which the
 * library merges the frames' results. The library is then given a script of its own that does nothing,
 * which any frame evaluates at once.
 */
const ALREADY_INJECTED = 'void "axe-core was injected by e2e/support/axe.ts"';

async function injectAxe(page: Page): Promise<void> {
  await page.context().addInitScript({ content: axe.source });
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
}

/** Did the scan reach into a frame? Nodes inside an iframe are addressed through it: a target of two selectors or more. */
function reachedAFrame(results: AxeResults): boolean {
  return [...results.passes, ...results.violations, ...results.incomplete].some((rule) => rule.nodes.some((node) => node.target.length > 1));
}

/** An axe scan of the page and of the cross-origin widget iframe inside it; fails if the scan did not reach the widget. */
export async function scanPageAndWidget(page: Page, tags?: string[]): Promise<AxeResults> {
  await injectAxe(page);
  const builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  expect(reachedAFrame(results), 'the axe scan did not reach into the widget iframe').toBe(true);
  return results;
}

/** The serious and critical violations, one line each (rule: targets), for a `toEqual([])`. */
export function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
