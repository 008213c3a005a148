/**
 * Web tests: findBy… and waitFor wait up to 5 s. The first render of a lazily loaded page can
 * take more than Testing Library's default second on a busy 2-core CI machine.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
