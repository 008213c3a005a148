// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { apiRequest } from '../lib/http';
import { json, stubFetch } from '../test/render-app';
import { LoadError } from './load-error';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What `apiRequest` throws when the API answers with its error shape. */
async function apiFailure(status: number, message: string): Promise<unknown> {
  stubFetch(() => json({ statusCode: status, code: 'NOT_FOUND', message }, status));
  return apiRequest('/v1/users/profile', {
    response: () => import('@hogarte/shared/contracts/session').then((m) => m.sessionUserSchema),
  }).catch((error: unknown) => error);
}

describe('LoadError', () => {
  it("shows the API's own message as an error alert", async () => {
    render(<LoadError error={await apiFailure(404, 'No existe el pedido')} />);
    expect(screen.getByRole('alert').textContent).toBe('No existe el pedido');
  });

  it('shows the generic message for anything that is not an answer of the API', () => {
    render(<LoadError error={new TypeError('x is undefined')} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.unexpected);
    expect(screen.queryByText(/undefined/)).toBeNull();
  });

  it("says the screen's own fallback when the API sent no message of its own", () => {
    render(<LoadError error={new TypeError('x')} fallback={MESSAGES.notFound} />);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.notFound);
  });
});
