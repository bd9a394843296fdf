/**
 * axe-core in the page: WCAG 2 A/AA, 2.1 AA, 2.2 AA and best practice. The script is injected from
 * node_modules (the app's Content-Security-Policy would refuse it, so the context bypasses CSP).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
  summary: string;
}

/** Runs axe on the page as it is now; one finding per rule with the elements it names. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{
                target: unknown[];
                failureSummary?: string;
                any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }>;
              }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      // a contrast failure names its colours, so the report says which token to change
      targets: v.nodes.map((n) => {
        const data = n.any.find((check) => check.data?.fgColor)?.data;
        const colours = data ? ` [${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1]` : '';
        return n.target.map(String).join(' ') + colours;
      }),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
    }));
  }, AXE_TAGS);
}

/** How many elements fail, over all rules. */
export const failingElements = (findings: AxeFinding[]) => findings.reduce((n, f) => n + f.targets.length, 0);

/**
 * The page as it is, light at 1280 px and dark at 390 px: axe's findings and a page wider than the
 * screen (it scrolls sideways), each a line naming `label`, the scheme and the width. Leaves the
 * page light at 1280 px.
 */
export async function layoutFindings(page: Page, label: string): Promise<string[]> {
  const report: string[] = [];
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    if (await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth))
      report.push(`[${label} ${scheme} ${width}px] the page scrolls sideways`);
    for (const f of await axeFindings(page))
      report.push(`[${label} ${scheme} ${width}px] ${f.rule}: ${f.help} — ${f.targets.join(' | ')}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  return report;
}
