import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUserSchema } from '@hogarte/shared/contracts/session';
import { ROLE } from '@hogarte/shared/roles';
import { json } from '../test/render-app';
import { fakeUser } from '../test/session-fixtures';
import { apiRequest } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest with a contract', () => {
  it('hands back what the API answered when it keeps its contract', async () => {
    const user = fakeUser(ROLE.client);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(user))),
    );
    await expect(apiRequest('/v1/users/profile', { response: sessionUserSchema })).resolves.toEqual(
      user,
    );
  });

  it('fails loudly while developing when the API drifts, naming the call', async () => {
    const drifted = { ...fakeUser(ROLE.client), role_id: 'cliente', hasBankInfo: undefined };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(drifted))),
    );
    await expect(apiRequest('/v1/users/profile', { response: sessionUserSchema })).rejects.toThrow(
      /La respuesta de \/v1\/users\/profile no cumple su contrato/,
    );
  });
});
