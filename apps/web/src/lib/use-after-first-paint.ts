import { startTransition, useEffect, useState } from 'react';

/**
 * False for a screen's first render, true once the browser has painted it. A long page renders
 * what lies below its first screen in a later task of its own (decision 056): the first screen
 * shows sooner, and a phone's main thread is not held by one long render of the whole page.
 * The later render is a transition, so React yields to input while it runs.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
