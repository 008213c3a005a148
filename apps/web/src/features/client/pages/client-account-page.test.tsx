// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { jsonBody, requestTo } from '../../../test/render-component';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 5000 };

const ACCOUNT = {
  first_name: 'Camila',
  last_name: 'Restrepo',
  cedula: '1037654321',
  phone: '3201234567',
  email: 'camila@demo.co',
};

describe("the client's Mi cuenta page", { timeout: 15_000 }, () => {
  it('keeps the email read-only and saves names, cedula and phone', async () => {
    const user = logIn(ROLE.client);
    const fetchMock = stubFetch((url, init) => {
      if (!url.endsWith('/v1/clients/')) return undefined;
      return init?.method === 'PATCH'
        ? json({ ...ACCOUNT, first_name: 'Camila Andrea' })
        : json(ACCOUNT);
    }, user);
    renderApp('/casa-textil/cliente/configuracion');
    const form = await screen.findByRole('form', { name: 'Tus datos' }, PAGE_LOAD);
    expect(screen.getByRole('heading', { name: 'Mi cuenta' })).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Correo electrónico').readOnly).toBe(true);
    fireEvent.change(within(form).getByLabelText('Nombres'), {
      target: { value: 'Camila Andrea' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MESSAGES.dataUpdated)).toBeTruthy();
    expect(jsonBody(requestTo(fetchMock, '/v1/clients/', 'PATCH'))).toEqual({
      first_name: 'Camila Andrea',
      last_name: 'Restrepo',
      cedula: '1037654321',
      phone: '3201234567',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').first_name).toBe('Camila Andrea');
  });

  it('puts a phone taken by another account on the phone field', async () => {
    const user = logIn(ROLE.client);
    stubFetch((url, init) => {
      if (!url.endsWith('/v1/clients/')) return undefined;
      return init?.method === 'PATCH'
        ? json(
            {
              statusCode: 409,
              code: 'DUPLICATE_USER',
              message: MESSAGES.phoneTaken,
              errors: [{ field: 'phone', message: MESSAGES.phoneTaken }],
            },
            409,
          )
        : json(ACCOUNT);
    }, user);
    renderApp('/cliente/configuracion');
    const form = await screen.findByRole('form', { name: 'Tus datos' }, PAGE_LOAD);
    fireEvent.change(within(form).getByLabelText('Celular'), { target: { value: '3009998877' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.phoneTaken)).toBeTruthy();
  });
});
