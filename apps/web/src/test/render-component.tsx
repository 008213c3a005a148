/** Renders one component with the app's providers and a router, for focused jsdom tests. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';

export function renderComponent(ui: ReactNode) {
  return render(
    <AppProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** A small image file the shared upload check accepts. */
export function imageFile(name = 'sala.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

type FetchMock = ReturnType<
  typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>
>;

function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The options of the first call to a URL ending with `suffix` (and of `method`, if given). */
export function requestTo(
  fetchMock: FetchMock,
  suffix: string,
  method?: string,
): RequestInit | undefined {
  const call = fetchMock.mock.calls.find(
    ([input, init]) =>
      urlOf(input).endsWith(suffix) && (method === undefined || init?.method === method),
  );
  return call?.[1];
}

/** A sent JSON body, parsed. */
export function jsonBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
