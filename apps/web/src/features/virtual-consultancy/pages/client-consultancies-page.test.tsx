// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import type { PresentialRow } from '@hogarte/shared/contracts/presential';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import {
  activeConsultancy,
  presentialRow,
  virtualConsultancy,
  waitingConsultancy,
} from '../testing/virtual-list-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };

function stubClientList(
  consultancies: VirtualConsultancy[],
  payment?: PaymentStatus,
  presentials: PresentialRow[] = [],
) {
  return stubFetch((url) => {
    if (url.endsWith('/v1/virtual-consultancy/clients')) return json({ info: consultancies });
    if (url.endsWith('/v1/presential-consultancy/clients')) return json({ info: presentials });
    if (url.endsWith('/v1/virtual-consultancy/payments/wompi/tx-7') && payment) {
      return json({ status: payment, hashid: 'wB34c' });
    }
    return undefined;
  }, logIn(ROLE.client));
}

function card(hashid: string) {
  return screen.getByRole('article', { name: `Asesoría virtual #${hashid}` });
}

describe('the client’s virtual consultancies', { timeout: 40_000 }, () => {
  it('shows the unpaid ones with Pagar, the paid ones with their room or En espera', async () => {
    stubClientList([virtualConsultancy(), waitingConsultancy(), activeConsultancy()]);
    renderApp('/cliente/asesorias');
    await screen.findByRole('article', { name: 'Asesoría virtual #vA12b' }, PAGE);
    const unpaid = card('vA12b');
    expect(within(unpaid).getByText('Valentina Ochoa')).toBeTruthy();
    expect(within(unpaid).getByText('Pendiente de pago')).toBeTruthy();
    expect(within(unpaid).getByText('Espacios').nextElementSibling?.textContent).toBe('2');
    expect(within(unpaid).getByText('Total').nextElementSibling?.textContent).toBe(
      formatCop(1_498_000),
    );
    expect(
      within(unpaid).getByRole('link', { name: 'Pagar asesoría #vA12b' }).getAttribute('href'),
    ).toBe('/cliente/compra/asesoria-virtual/checkout/vA12b');
    expect(screen.queryByRole('article', { name: 'Asesoría virtual #wB34c' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Pagadas/ }));
    const waiting = card('wB34c');
    expect(within(waiting).getByText('En espera')).toBeTruthy();
    expect(within(waiting).queryByRole('link')).toBeNull();
    expect(
      within(card('aC56d')).getByRole('link', { name: 'Ver asesoría #aC56d' }).getAttribute('href'),
    ).toBe('/cliente/compra/asesoria-virtual/aC56d');
    expect(within(card('aC56d')).getByText('Activo')).toBeTruthy();
  });

  it('says when a tab is empty', async () => {
    stubClientList([]);
    renderApp('/cliente/asesorias');
    expect(await screen.findByText(MESSAGES.virtualEmptyClientPending, {}, PAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Pagadas/ }));
    expect(screen.getByText(MESSAGES.virtualEmptyClientPaid)).toBeTruthy();
  });

  it('shows the approved payment on Wompi’s return, then the list with its paid ones', async () => {
    const fetchMock = stubClientList([waitingConsultancy()], 'APPROVED');
    const { router } = renderApp('/cliente/asesorias/wompi?id=tx-7');
    const dialog = await screen.findByRole('dialog', {}, PAGE);
    expect(within(dialog).getByText(MESSAGES.virtualPaymentApproved)).toBeTruthy();
    const listReads = callsTo(fetchMock, '/v1/virtual-consultancy/clients').length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver mis asesorías' }));
    await waitFor(() => expect(router.location.pathname).toBe('/cliente/asesorias/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(callsTo(fetchMock, '/v1/virtual-consultancy/clients').length).toBeGreaterThan(
        listReads,
      ),
    );
    expect(await screen.findByRole('article', { name: 'Asesoría virtual #wB34c' })).toBeTruthy();
  });

  it.each<PaymentStatus>(['DECLINED', 'VOIDED', 'ERROR'])(
    'shows the declined text for a %s payment',
    async (status) => {
      stubClientList([virtualConsultancy()], status);
      const { router } = renderApp('/cliente/asesorias/wompi?id=tx-7');
      const dialog = await screen.findByRole('dialog', {}, PAGE);
      expect(within(dialog).getByText(MESSAGES.paymentDeclined)).toBeTruthy();
      expect(within(dialog).queryByText(MESSAGES.virtualPaymentApproved)).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ver mis asesorías' }));
      await waitFor(() => expect(router.location.pathname).toBe('/cliente/asesorias/'));
    },
  );

  it('says the payment is being confirmed while Wompi has not decided', async () => {
    stubClientList([virtualConsultancy()], 'PENDING');
    renderApp('/cliente/asesorias/wompi?id=tx-7');
    expect(await screen.findByText(MESSAGES.paymentPending, {}, PAGE)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing of Wompi without an id', async () => {
    const fetchMock = stubClientList([virtualConsultancy()], 'APPROVED');
    renderApp('/cliente/asesorias/wompi');
    await screen.findByRole('article', { name: 'Asesoría virtual #vA12b' }, PAGE);
    expect(callsTo(fetchMock, '/v1/virtual-consultancy/payments/wompi/tx-7')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the presential consultancies with the designer’s answer and their page', async () => {
    stubClientList([virtualConsultancy()], undefined, [
      presentialRow(),
      presentialRow({ hashid: 'qA1b2', is_approved: true }),
      presentialRow({ hashid: 'qC3d4', is_approved: false }),
    ]);
    renderApp('/cliente/asesorias');
    const list = await screen.findByRole('list', { name: 'Asesorías presenciales' }, PAGE);
    const pending = within(list).getByRole('article', { name: 'Asesoría presencial #pZ9x4' });
    expect(within(pending).getByText('Por aprobar')).toBeTruthy();
    expect(within(pending).getByText('Valentina Ochoa')).toBeTruthy();
    expect(within(pending).getByText('Dirección').nextElementSibling?.textContent).toBe(
      'Calle 10 # 43-20, Medellín, Antioquia',
    );
    expect(within(pending).getByText('Fechas preferidas').nextElementSibling?.textContent).toBe(
      '06 may 2026 · 08 may 2026',
    );
    expect(
      within(pending)
        .getByRole('link', { name: 'Ver asesoría presencial #pZ9x4' })
        .getAttribute('href'),
    ).toBe('/cliente/compra/asesoria-presencial/pZ9x4');
    const approved = within(list).getByRole('article', { name: 'Asesoría presencial #qA1b2' });
    expect(within(approved).getByText('Aprobada')).toBeTruthy();
    const rejected = within(list).getByRole('article', { name: 'Asesoría presencial #qC3d4' });
    expect(within(rejected).getByText('Rechazada')).toBeTruthy();
    // The virtual ones keep their own list.
    expect(
      within(screen.getByRole('list', { name: 'Asesorías virtuales' })).getByRole('article', {
        name: 'Asesoría virtual #vA12b',
      }),
    ).toBeTruthy();
  });

  it('says when no presential consultancy was asked for', async () => {
    const fetchMock = stubClientList([]);
    renderApp('/cliente/asesorias');
    expect(await screen.findByText(MESSAGES.presentialEmptyClient, {}, PAGE)).toBeTruthy();
    expect(callsTo(fetchMock, '/v1/presential-consultancy/clients')).toHaveLength(1);
  });
});
