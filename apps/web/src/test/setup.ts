/**
 * Web tests: findBy… and waitFor wait up to 5 s. The first render of a lazily loaded page can
 * take more than Testing Library's default second on a busy 2-core CI machine.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

/**
 * Every call loads its response contract on demand (lib/http.ts). Loaded here first, a contract's
 * import settles within the microtasks that a fake clock's `advanceTimersByTimeAsync` runs, as it
 * does in a browser that has the module, instead of waiting for the test runner to load it.
 */
import.meta.glob('../../../../packages/shared/src/contracts/*.ts', { eager: true });
