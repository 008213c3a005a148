/**
 * Watches a browser context for Content-Security-Policy violations. The app's policy (helmet:
 * `script-src 'self'`, no eval, no inline script) must hold on every screen a journey shows, so a
 * library that reaches for eval, or markup that needs an inline script, fails a journey here
 * instead of surfacing as a console issue on a customer's phone.
 */
import type { BrowserContext } from 'playwright-core';

const BINDING = 'reportContentPolicyViolation';

export async function watchContentPolicy(context: BrowserContext) {
  const violations = new Set<string>();
  await context.exposeBinding(BINDING, (_source, text: string) => {
    violations.add(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `  ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) on ${location.pathname}`,
      );
    });
  }, BINDING);
  return { report: () => [...violations].join('\n') };
}
