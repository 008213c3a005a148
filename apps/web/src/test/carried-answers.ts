import { CARRIED_ANSWERS_ELEMENT_ID } from '@hogarte/shared/carried-answers';

/** The answers a public page's HTML carries (decision 055), written as the server writes them. */
export function carryInThePage(answers: Record<string, unknown>): void {
  const carried = document.createElement('script');
  carried.type = 'application/json';
  carried.id = CARRIED_ANSWERS_ELEMENT_ID;
  carried.textContent = JSON.stringify(answers).replaceAll('<', '\\u003c');
  document.head.append(carried);
}

/** What a test left of the block, so the next starts without one. */
export function removeCarriedAnswers(): void {
  document.getElementById(CARRIED_ANSWERS_ELEMENT_ID)?.remove();
}
