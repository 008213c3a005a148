/** Renders the whole app (providers, route table, guards, layouts) at a path, for jsdom tests. */
import { useLayoutEffect } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { vi } from 'vitest';
import type { RoleId } from '@hogarte/shared/roles';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { SessionUser } from '../lib/session';
import { fakeToken, fakeUser } from './session-fixtures';

/** An answer now, one that arrives when the test says (a promise), or none: the defaults below. */
type Responder = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const DEMO_SETTINGS = {
  productName: 'Hogarte',
  supportPhone: '+57 604 444 1234',
  whatsappNumber: '573001234567',
  helpCenterUrl: 'https://ayuda.hogarte.co',
  demoMode: true,
};

export function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

type FetchMock = ReturnType<typeof stubFetch>;

/** Whether a call was made to a URL ending with `suffix`. */
export function wasCalled(fetchMock: FetchMock, suffix: string): boolean {
  return fetchMock.mock.calls.some(([input]) => urlOf(input).endsWith(suffix));
}

/** The JSON body of the first call to a URL ending with `suffix`. */
export function sentBody(fetchMock: FetchMock, suffix: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith(suffix));
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** A fetch that answers the settings and profile calls, and whatever `respond` handles. */
export function stubFetch(respond: Responder = () => undefined, user?: SessionUser) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input);
    const answer = respond(url, init);
    if (answer) return Promise.resolve(answer);
    if (url.endsWith('/v1/settings')) return Promise.resolve(json(DEMO_SETTINGS));
    if (url.endsWith('/v1/users/profile') && user) return Promise.resolve(json(user));
    return Promise.resolve(
      json({ statusCode: 404, code: 'NOT_FOUND', message: 'No encontramos lo que buscas' }, 404),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom has neither media queries nor scrolling; MUI and the scroll reset need both. */
export function stubBrowser(desktop = true) {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: desktop && query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

export function logIn(roleId: RoleId, overrides: Partial<SessionUser> = {}): SessionUser {
  const user = fakeUser(roleId, overrides);
  localStorage.setItem('token', fakeToken(roleId));
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

/** Where the app is and how to move it, as a test reads and drives them. */
interface TestRouter {
  readonly location: Location;
  navigate: (to: string) => Promise<void>;
}

interface RouterProbe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Hands the test the router's location, once shown, and its navigate function. */
function ProbeRouter({
  report,
}: {
  report: (location: Location, navigate: NavigateFunction) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => report(location, navigate));
  return null;
}

/** `path` may carry router state, as a step handing its data to the next one does. */
export function renderApp(path: string | { pathname: string; state?: unknown }) {
  const probe: RouterProbe = {};
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ProbeRouter
          report={(location, navigate) => {
            probe.location = location;
            probe.navigate = navigate;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    get location() {
      if (!probe.location) throw new Error('the router has not rendered');
      return probe.location;
    },
    async navigate(to) {
      if (!probe.navigate) throw new Error('the router has not rendered');
      await probe.navigate(to);
    },
  };
  return { ...view, router };
}
