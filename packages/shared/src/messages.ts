/**
 * The Spanish texts the spec quotes, as one namespace: `MESSAGES.loginFailed`. They are written in
 * `message-texts.ts`, one export each, so that the web build leaves out the texts no screen uses.
 */
export * as MESSAGES from './message-texts.js';

/** Replaces `{name}`-style placeholders in a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
