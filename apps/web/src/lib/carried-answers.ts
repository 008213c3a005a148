/**
 * The API's answers a public page's HTML carried for its first screen (decision 055): a query
 * passes `carriedAnswer(path)` as its initial data, and the page shows without waiting for the
 * API. Each answer is taken once (a later visit to the same screen asks the API), and only by a
 * visitor: the server wrote them as a visitor reads them, and a signed-in person's answers may
 * differ (a client's product page says whether it is a favourite).
 */
import { CARRIED_ANSWERS_ELEMENT_ID } from '@hogarte/shared/carried-answers';
import { readSession } from './session';

/** The answers of the page loaded last, by path, until each is taken. */
const carried = new Map<string, unknown>();

/** Moves the page's block, if it is still there, into `carried`, replacing an earlier page's. */
function takeTheBlock(): void {
  const element = document.getElementById(CARRIED_ANSWERS_ELEMENT_ID);
  if (!element) return;
  element.remove();
  carried.clear();
  if (readSession() !== null) return;
  try {
    const answers = JSON.parse(element.textContent ?? '') as Record<string, unknown>;
    for (const [path, answer] of Object.entries(answers)) carried.set(path, answer);
  } catch {
    // A block that cannot be read is no answer: the API is asked, as without one.
  }
}

/** The answer the page carried for `path` (with its query, as the API is asked), once. */
export function carriedAnswer<T>(path: string): T | undefined {
  takeTheBlock();
  const answer = carried.get(path) as T | undefined;
  carried.delete(path);
  return answer;
}
