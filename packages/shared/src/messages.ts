/**
 * The Spanish texts the spec quotes, as one namespace: `MESSAGES.loginFailed`. They are written in
 * `message-texts/`, one export each, one module per area, so that the web build leaves out the
 * texts no screen uses. Whatever imports this namespace reaches every area's module, so the code
 * every page loads first (the shell, the home page, the catalogue) imports its few texts from
 * their area's module instead, and those alone join its first load.
 */
export * as MESSAGES from './message-texts.js';
export { fillMessage } from './fill-message.js';
