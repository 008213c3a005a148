// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import {
  CLIENT_UUID,
  DESIGNER_UUID,
  activeConsultancy,
  finishedConsultancy,
  waitingConsultancy,
} from '../testing/virtual-list-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };
const APPROVED_TOAST = 'Has aprobado la asesoría virtual #wB34c exitosamente';

function stubDesignerList(consultancies: VirtualConsultancy[], failChat = false) {
  return stubFetch((url, init) => {
    if (url.endsWith('/v1/virtual-consultancy/professional?paid=true')) {
      return json({ info: consultancies });
    }
    if (url.endsWith('/v1/virtual-consultancy/chat-users') && init?.method === 'POST') {
      return json({ clientId: CLIENT_UUID, professionalId: DESIGNER_UUID });
    }
    if (url.endsWith('/v1/virtual-consultancy/new-virtual-chat') && init?.method === 'POST') {
      if (failChat) {
        return json(
          { statusCode: 409, code: 'VIRTUAL_NOT_PAID', message: MESSAGES.virtualNotPaid },
          409,
        );
      }
      return json({ info: waitingConsultancy() });
    }
    if (url.endsWith('/v1/virtual-consultancy/wB34c?whatsapp=true') && init?.method === 'PATCH') {
      return json({ message: APPROVED_TOAST, info: activeConsultancy({ hashid: 'wB34c' }) });
    }
    return undefined;
  }, logIn(ROLE.designer));
}

/** The calls of the approval, in the order they were made. */
function approvalCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PATCH')
    .map(([input, init]) => ({
      method: init?.method,
      path:
        new URL(urlOf(input), 'http://localhost').pathname +
        new URL(urlOf(input), 'http://localhost').search,
      body: bodyOf(init),
    }));
}

describe('the designer’s virtual consultancies', { timeout: 40_000 }, () => {
  it('sorts them into Por aprobar, Aprobadas and Terminadas with counts', async () => {
    stubDesignerList([waitingConsultancy(), activeConsultancy(), finishedConsultancy()]);
    renderApp('/disenador/mis-asesorias-virtuales');
    const waiting = await screen.findByRole('article', { name: 'Asesoría virtual #wB34c' }, PAGE);
    expect(within(waiting).getByText('Camila Gómez')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Aprobar asesoría #wB34c' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Por aprobar\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Aprobadas\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Terminadas\s*1/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Aprobadas/ }));
    const active = screen.getByRole('article', { name: 'Asesoría virtual #aC56d' });
    expect(
      within(active).getByRole('link', { name: 'Ver asesoría #aC56d' }).getAttribute('href'),
    ).toBe('/disenador/compra/asesoria-virtual/aC56d');
    expect(screen.queryByRole('article', { name: 'Asesoría virtual #wB34c' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Terminadas/ }));
    expect(screen.getByRole('article', { name: 'Asesoría virtual #fD78e' })).toBeTruthy();
  });

  it('says when each tab is empty', async () => {
    stubDesignerList([]);
    renderApp('/disenador/mis-asesorias-virtuales');
    expect(
      await screen.findByText('Aún no hay Asesorías Virtuales por aprobar', {}, PAGE),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Aprobadas/ }));
    expect(screen.getByText(MESSAGES.virtualEmptyApproved)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Terminadas/ }));
    expect(screen.getByText(MESSAGES.virtualEmptyFinished)).toBeTruthy();
  });

  it('approves with the three calls in order, toasts and opens the room', async () => {
    const fetchMock = stubDesignerList([waitingConsultancy()]);
    const { router } = renderApp('/disenador/mis-asesorias-virtuales');
    fireEvent.click(await screen.findByRole('button', { name: 'Aprobar asesoría #wB34c' }, PAGE));
    await waitFor(() =>
      expect(router.location.pathname).toBe('/disenador/compra/asesoria-virtual/wB34c'),
    );
    expect(await screen.findByText(APPROVED_TOAST, {}, PAGE)).toBeTruthy();
    expect(approvalCalls(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/v1/virtual-consultancy/chat-users',
        body: {
          clientId: CLIENT_UUID,
          clientNames: 'Camila Gómez',
          designerNames: 'Valentina Ochoa',
        },
      },
      {
        method: 'POST',
        path: '/v1/virtual-consultancy/new-virtual-chat',
        body: { virtualConsultancyId: 'wB34c', users: [CLIENT_UUID, DESIGNER_UUID] },
      },
      {
        method: 'PATCH',
        path: '/v1/virtual-consultancy/wB34c?whatsapp=true',
        body: { is_approved: true },
      },
    ]);
  });

  it('stops at the failing step and toasts the server’s message', async () => {
    const fetchMock = stubDesignerList([waitingConsultancy()], true);
    const { router } = renderApp('/disenador/mis-asesorias-virtuales');
    const approve = await screen.findByRole('button', { name: 'Aprobar asesoría #wB34c' }, PAGE);
    fireEvent.click(approve);
    expect(await screen.findByText(MESSAGES.virtualNotPaid, {}, PAGE)).toBeTruthy();
    expect(approvalCalls(fetchMock).map((call) => call.method)).toEqual(['POST', 'POST']);
    expect(router.location.pathname).toBe('/disenador/mis-asesorias-virtuales');
    await waitFor(() => expect(approve.hasAttribute('disabled')).toBe(false));
  });
});
