/**
 * axe-core over every screen a journey shows: each page `openPage` opens is checked once its
 * screen has settled after every navigation (full loads and the router's in-app ones), and once
 * more as the journey leaves it, so dialogs open at the end are seen too. Only serious and
 * critical findings count (issue 16: none on any page the journeys visit).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** How long the DOM must stay still before a screen counts as shown, and the longest wait. */
const QUIET_MS = 400;
const SETTLE_LIMIT_MS = 4_000;

interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  /** The element's name and text (else its markup), as its generated class names say little. */
  html: string;
  url: string;
}

/**
 * Runs in the page: waits for the DOM to settle, then returns axe's serious and critical findings;
 * `null` when this document has no axe (a full navigation replaced the one it was put in).
 */
async function auditInPage([quietMs, limitMs]: [number, number]): Promise<Finding[] | null> {
  if (!('axe' in window)) return null;
  const settle = async () => {
    await new Promise<void>((resolve) => {
      let quiet = setTimeout(finish, quietMs);
      const limit = setTimeout(finish, limitMs);
      const observer = new MutationObserver(() => {
        clearTimeout(quiet);
        quiet = setTimeout(finish, quietMs);
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      function finish() {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(limit);
        resolve();
      }
    });
    // A class change ends the quiet wait at once, but its colours move for a while (MUI's
    // transitions run 250 ms): axe must read the colours the screen settles on, not a frame of
    // the fade, or a busy machine reports contrast that no person sees. Endless animations
    // (spinners) are not waited for.
    const transitions = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([
      Promise.all(transitions),
      new Promise((resolve) => setTimeout(resolve, limitMs)),
    ]);
  };
  await settle();
  // An element by its name and text, which say more than its generated class names.
  const describeElement = (selector: unknown) => {
    const element = typeof selector === 'string' ? document.querySelector(selector) : null;
    if (!element) return undefined;
    const label = element.getAttribute('aria-label');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    return `<${element.localName}>${label === null ? '' : ` aria-label="${label}"`} text "${text}"`;
  };
  const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
  let { violations } = await axe.run(document, { resultTypes: ['violations'] });
  // A fade can also start while axe runs (an answer arriving changes a chip's colour): a contrast
  // finding is read once more after the screen settles again, and counts only if it is still there.
  if (violations.some((violation) => violation.id === 'color-contrast')) {
    await settle();
    const again = await axe.run(document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations'],
    });
    const persisting = new Set(
      again.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
    );
    violations = violations.map((violation) =>
      violation.id === 'color-contrast'
        ? {
            ...violation,
            nodes: violation.nodes.filter((node) => persisting.has(node.target.join(' '))),
          }
        : violation,
    );
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        target: node.target.join(' '),
        html: describeElement(node.target[0]) ?? node.html.slice(0, 160),
        url: location.pathname + location.search,
      })),
    );
}

const isSimulator = (pathname: string) => pathname.startsWith('/simulador/');

/** Watches one page; `check` audits what it shows now, `report` lists every finding so far. */
export function watchAccessibility(page: Page) {
  const findings = new Map<string, Finding>();
  const failures: string[] = [];
  // One audit at a time: axe refuses to start while it is running.
  let queue: Promise<void> = Promise.resolve();

  /**
   * axe put in the page and run there. A full navigation can land between the two: the audit then
   * runs once more in the new document, and a second miss is reported, not taken as a clean page.
   */
  async function auditedOnce(): Promise<Finding[]> {
    for (let attempt = 1; ; attempt += 1) {
      const hasAxe = await page.evaluate(() => 'axe' in window);
      // Evaluated through the DevTools protocol, which the app's CSP (script-src 'self') allows,
      // where a script tag would be refused.
      if (!hasAxe) await page.evaluate(AXE_SOURCE);
      const found = await page.evaluate(auditInPage, [QUIET_MS, SETTLE_LIMIT_MS] as [
        number,
        number,
      ]);
      if (found !== null) return found;
      if (attempt === 2)
        throw new Error('axe-core was missing from the page twice after being put in');
      await page.waitForLoadState('load').catch(() => {});
    }
  }

  async function audit() {
    if (page.isClosed()) return;
    // The payment simulators stand in for Wompi's and PayU's own pages, which are not ours.
    if (isSimulator(new URL(page.url()).pathname)) return;
    await page.waitForLoadState('load').catch(() => {});
    try {
      const found = await auditedOnce();
      for (const finding of found) {
        // The page may have gone on to a simulator between the check above and the audit.
        if (isSimulator(finding.url)) continue;
        findings.set(`${finding.url} ${finding.rule} ${finding.target}`, finding);
      }
    } catch (error) {
      // The journey moved on mid-audit (a full navigation or the page closing): the next
      // navigation's audit covers the screen it went to. Anything else is reported.
      if (!/destroyed|closed|detached|navigat/i.test(String(error))) {
        failures.push(`  axe could not run at ${page.url()}: ${String(error)}`);
      }
    }
  }

  function check(): Promise<void> {
    queue = queue.then(audit);
    return queue;
  }

  // Each address once: axe takes the page's main thread for a while, and a journey coming back
  // to a screen has seen it already (the last screen is checked again as the journey ends).
  const audited = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname, search } = new URL(frame.url());
    if (audited.has(pathname + search)) return;
    audited.add(pathname + search);
    void check();
  });

  return {
    check,
    /** Every serious or critical finding, one readable line each; empty when there is none. */
    report(): string {
      return [
        ...failures,
        ...[...findings.values()].map(
          (f) => `  [${f.impact}] ${f.rule} at ${f.url}: ${f.help}\n    ${f.target}\n    ${f.html}`,
        ),
      ].join('\n');
    },
  };
}
