import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { json } from '../test/render-app';
import { fakeUser } from '../test/session-fixtures';
import { apiRequest } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const profileContract = () =>
  import('@hogarte/shared/contracts/session').then((m) => m.sessionUserSchema);

describe('apiRequest with a contract', () => {
  it('hands back what the API answered when it keeps its contract', async () => {
    const user = fakeUser(ROLE.client);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(user))),
    );
    await expect(apiRequest('/v1/users/profile', { response: profileContract })).resolves.toEqual(
      user,
    );
  });

  it('fails loudly while developing when the API drifts, naming the call', async () => {
    const drifted = { ...fakeUser(ROLE.client), role_id: 'cliente', hasBankInfo: undefined };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(drifted))),
    );
    await expect(apiRequest('/v1/users/profile', { response: profileContract })).rejects.toThrow(
      /La respuesta de \/v1\/users\/profile no cumple su contrato/,
    );
  });

  it('in a production build uses the answer as it came and never loads the contract', async () => {
    vi.stubEnv('DEV', false);
    const drifted = { ...fakeUser(ROLE.client), role_id: 'cliente' };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(drifted))),
    );
    const contract = vi.fn(profileContract);
    await expect(apiRequest('/v1/users/profile', { response: contract })).resolves.toEqual(drifted);
    expect(contract).not.toHaveBeenCalled();
  });
});
