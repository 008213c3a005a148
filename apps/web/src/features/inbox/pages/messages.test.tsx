// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { fakeFile, sentForm, stubObjectUrls } from '../../../test/files';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  wasCalled,
} from '../../../test/render-app';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const UNREAD = {
  id: 5,
  id_message: 2,
  title: 'Nuevas tarifas de instalación',
  text: 'Desde el lunes rigen las nuevas tarifas.\nRevisa el documento adjunto.',
  created_at: '2025-03-03T14:05:00Z',
  is_read: false,
  attachment: { url: '/uploads/tarifas.pdf', filename: 'tarifas.pdf' },
};
const READ = {
  id: 4,
  id_message: 1,
  title: 'Bienvenida',
  text: 'Gracias por unirte.',
  created_at: '2025-03-01T09:00:00Z',
  is_read: true,
  attachment: null,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the global message form', { timeout: 20_000 }, () => {
  function setUp() {
    const user = logIn(ROLE.admin);
    return stubFetch((url, init) => {
      if (url.endsWith('/v1/users/messages')) return json([]);
      if (url.includes('/v1/messages?recipient=') && init?.method === 'POST') {
        return json({ message: MESSAGES.messageSent, recipients: 12 }, 201);
      }
      return undefined;
    }, user);
  }

  it('asks for at least one recipient', async () => {
    const fetchMock = setUp();
    renderApp('/admin/mensajeria');
    await screen.findByLabelText('Título', {}, { timeout: 5000 });
    type('Título', 'Mantenimiento');
    type('Mensaje', 'El sábado la plataforma no estará disponible.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText(MESSAGES.recipientsRequired)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/messages?recipient=designers')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Operador LSH' }));
    expect(screen.queryByText(MESSAGES.recipientsRequired)).toBeNull();
  });

  it('sends to both recipients as JSON, confirms and empties the form', async () => {
    const fetchMock = setUp();
    renderApp('/admin/mensajeria');
    await screen.findByLabelText('Título', {}, { timeout: 5000 });
    // The inbox below the form is the admin's own.
    expect(await screen.findByText(MESSAGES.inboxEmpty)).toBeTruthy();
    type('Título', 'Mantenimiento');
    type('Mensaje', 'El sábado la plataforma no estará disponible.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Operador LSH' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diseñadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText(MESSAGES.messageSent)).toBeTruthy();
    expect(sentBody(fetchMock, '/v1/messages?recipient=designers,lsh')).toEqual({
      title: 'Mantenimiento',
      text: 'El sábado la plataforma no estará disponible.',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Título').value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Diseñadores' }).checked).toBe(
      false,
    );
  });

  it('sends multipart when a file goes along', async () => {
    const fetchMock = setUp();
    renderApp('/admin/mensajeria');
    await screen.findByLabelText('Título', {}, { timeout: 5000 });
    type('Título', 'Tarifas');
    type('Mensaje', 'Adjuntamos las tarifas.');
    fireEvent.change(screen.getByLabelText('Adjunto (opcional)'), {
      target: { files: [fakeFile('tarifas.pdf', 'application/pdf')] },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diseñadores' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText(MESSAGES.messageSent)).toBeTruthy();
    const form = sentForm(fetchMock, '/v1/messages?recipient=designers');
    expect(form?.get('title')).toBe('Tarifas');
    expect((form?.get('attachment') as File).name).toBe('tarifas.pdf');
  });
});

describe('the inbox', { timeout: 20_000 }, () => {
  it('shows unread messages in bold and marks one read when opened', async () => {
    const user = logIn(ROLE.designer);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/v1/users/messages')) return json([UNREAD, READ]);
      if (url.endsWith('/v1/messages/5') && init?.method === 'PATCH') {
        return json({ ...UNREAD, is_read: true });
      }
      return undefined;
    }, user);
    renderApp('/disenador/mensajeria');
    const list = await screen.findByRole('list', { name: 'Mensajes' }, { timeout: 5000 });
    const unread = within(list).getByRole('button', { name: /No leído: Nuevas tarifas/ });
    expect(within(list).getByRole('button', { name: /^Bienvenida/ })).toBeTruthy();

    fireEvent.click(unread);
    const dialog = await screen.findByRole('dialog', { name: /Nuevas tarifas de instalación/ });
    expect(within(dialog).getByText(/Desde el lunes rigen/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'tarifas.pdf' }).getAttribute('href')).toBe(
      '/uploads/tarifas.pdf',
    );
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /No leído/ })).toBeNull(),
    );
    expect(sentBody(fetchMock, '/v1/messages/5')).toEqual({ is_read: true });
  });

  it('says when there are no messages', async () => {
    const user = logIn(ROLE.lsh);
    stubFetch((url) => (url.endsWith('/v1/users/messages') ? json([]) : undefined), user);
    renderApp('/lsh/mensajeria');
    expect(await screen.findByText(MESSAGES.inboxEmpty, {}, { timeout: 5000 })).toBeTruthy();
  });
});
