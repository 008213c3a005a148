/**
 * The parts a public page's head may carry besides its chunks (decisions 051 and 055), so its
 * first screen waits neither for a call to the API nor for the app to ask for its pictures.
 */
import { CARRIED_ANSWERS_ELEMENT_ID } from '@hogarte/shared/carried-answers';
import { escapeHtml } from '../html.js';

/** A preload of a picture the first screen shows; its largest one at high priority. */
export function imagePreload(url: string, highPriority: boolean): string {
  const priority = highPriority ? ' fetchpriority="high"' : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${priority}>`;
}

/**
 * The API's answers (JSON texts) to the first screen's calls (paths with their query, as the web
 * asks them), in the one data block the web reads (`lib/carried-answers.ts`); '' for none. A data
 * block is never run, so the content security policy is unchanged.
 */
export function carriedAnswers(answers: ReadonlyArray<readonly [path: string, json: string]>) {
  if (answers.length === 0) return '';
  const object = `{${answers.map(([path, json]) => `${JSON.stringify(path)}:${json}`).join(',')}}`;
  // `<` only ever stands inside a JSON string, where `\u003c` reads the same: no text a supplier
  // wrote can close the element or open another.
  const text = object.replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${CARRIED_ANSWERS_ELEMENT_ID}">${text}</script>`;
}
