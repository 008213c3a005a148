// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bogotaDay } from '@hogarte/shared/calendar';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import { bodyOf, callsTo } from '../../../test/cart-fixtures';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import {
  DESIGNER_UUID,
  designersPage,
  presentialRow,
  publicDesigner,
  virtualConsultancy,
} from '../testing/virtual-list-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE = { timeout: 5000 };

function stubDesigners(
  user?: ReturnType<typeof logIn>,
  create: () => Response = () => json({ info: virtualConsultancy() }, 201),
) {
  return stubFetch((url, init) => {
    if (url.includes('/v1/designers/public?')) return json(designersPage([publicDesigner()]));
    if (url.endsWith('/v1/virtual-consultancy') && init?.method === 'POST') return create();
    return undefined;
  }, user);
}

describe('the virtual consultancy request', { timeout: 40_000 }, () => {
  it('lists the public designers and says when there are none', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/v1/designers/public?') ? json(designersPage([])) : undefined,
    );
    renderApp('/asesoria-virtual');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitar Asesoría' }, PAGE),
    ).toBeTruthy();
    expect(await screen.findByText(MESSAGES.designersNotFound, {}, PAGE)).toBeTruthy();
    const [call] = callsTo(fetchMock, '/v1/designers/public?page=1&itemsPerPage=12');
    expect(call).toBeDefined();
  });

  it('shows a card with rating and portfolio, and its dialog with the bio', async () => {
    stubDesigners();
    renderApp('/asesoria-virtual');
    const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
    expect(within(list).getByRole('heading', { name: 'Valentina Ochoa' })).toBeTruthy();
    expect(within(list).getByText('Arquitecta · Medellín')).toBeTruthy();
    expect(within(list).getByText('(12)')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: /^Ver portafolio de Valentina Ochoa/ }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(publicDesigner().bio ?? '')).toBeTruthy();
    expect(
      within(dialog).getAllByRole('img', { name: /Portafolio de Valentina Ochoa/ }),
    ).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elegir a Valentina Ochoa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Diseñador: Valentina Ochoa')).toBeTruthy();
  });

  it('totals 749.000 a space and sends a visitor to log in with the choice kept', async () => {
    stubDesigners();
    const { router } = renderApp('/asesoria-virtual');
    const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
    const request = screen.getByRole('button', { name: 'Solicitar asesoría' });
    expect(request.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Elegir a Valentina Ochoa' }));
    const chosen = within(list).getByRole('button', { name: 'Elegido: Valentina Ochoa' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(screen.getByLabelText('Total a pagar').textContent).toBe(formatCop(1_498_000));

    fireEvent.click(screen.getByRole('button', { name: 'Solicitar asesoría' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    const callback = new URLSearchParams(router.location.search).get('callback');
    expect(callback).toBe(`/asesoria-virtual?disenador=${DESIGNER_UUID}&espacios=2`);
  });

  it('restores the choice from the address and creates the client’s consultancy', async () => {
    const fetchMock = stubDesigners(logIn(ROLE.client));
    const { router } = renderApp(`/asesoria-virtual?disenador=${DESIGNER_UUID}&espacios=2`);
    expect(await screen.findByText('Diseñador: Valentina Ochoa', {}, PAGE)).toBeTruthy();
    expect(screen.getByLabelText('Total a pagar').textContent).toBe(formatCop(1_498_000));
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar asesoría' }));
    await waitFor(() =>
      expect(router.location.pathname).toBe('/cliente/compra/asesoria-virtual/checkout/vA12b'),
    );
    const [call] = callsTo(fetchMock, '/v1/virtual-consultancy', 'POST');
    expect(bodyOf(call?.[1])).toEqual({ designerUuid: DESIGNER_UUID, spaceQuantity: 2 });
  });

  it('toasts the server’s field message when the request is refused', async () => {
    stubDesigners(logIn(ROLE.client), () =>
      json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Datos inválidos',
          errors: [{ field: 'spaceQuantity', message: MESSAGES.virtualSpacesRange }],
        },
        400,
      ),
    );
    const { router } = renderApp(`/asesoria-virtual?disenador=${DESIGNER_UUID}&espacios=2`);
    await screen.findByText('Diseñador: Valentina Ochoa', {}, PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar asesoría' }));
    expect(await screen.findByText(MESSAGES.virtualSpacesRange, {}, PAGE)).toBeTruthy();
    expect(router.location.pathname).toBe('/asesoria-virtual');
  });

  it('toasts the spec’s text when the server fails', async () => {
    stubDesigners(logIn(ROLE.client), () =>
      json({ statusCode: 500, code: 'INTERNAL', message: MESSAGES.unexpected }, 500),
    );
    renderApp(`/asesoria-virtual?disenador=${DESIGNER_UUID}&espacios=1`);
    await screen.findByText('Diseñador: Valentina Ochoa', {}, PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar asesoría' }));
    expect(await screen.findByText(MESSAGES.virtualConsultancyCreateFailed, {}, PAGE)).toBeTruthy();
  });

  it('lets other roles look but explains only clients request', async () => {
    const fetchMock = stubDesigners(logIn(ROLE.designer));
    renderApp(`/asesoria-virtual?disenador=${DESIGNER_UUID}&espacios=1`);
    await screen.findByText('Diseñador: Valentina Ochoa', {}, PAGE);
    expect(
      screen.getByRole('button', { name: 'Solicitar asesoría' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText(MESSAGES.virtualOnlyClients)).toBeTruthy();
    expect(callsTo(fetchMock, '/v1/virtual-consultancy', 'POST')).toHaveLength(0);
    // Nor a remodelling or a visit: the card says why.
    for (const name of [
      'Solicitar remodelación a Valentina Ochoa',
      'Solicitar asesoría presencial a Valentina Ochoa',
    ]) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.getByText(MESSAGES.designerRequestOnlyClients)).toBeTruthy();
  });
});

describe('asking a designer for a remodelling (decision 029)', { timeout: 40_000 }, () => {
  const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];

  function stubRemodeling(user?: ReturnType<typeof logIn>) {
    return stubFetch((url, init) => {
      if (url.includes('/v1/designers/public?')) return json(designersPage([publicDesigner()]));
      if (url.endsWith('/v1/cities')) return json(CITIES);
      if (url.endsWith('/v1/remodelings') && init?.method === 'POST') {
        return json({ message: 'Creamos la hoja de proceso #rM7kq2', hashid: 'rM7kq2' }, 201);
      }
      return undefined;
    }, user);
  }

  it('sends a visitor to log in and opens the request again on the way back', async () => {
    stubRemodeling();
    const { router } = renderApp('/asesoria-virtual');
    const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
    fireEvent.click(
      within(list).getByRole('button', { name: 'Solicitar remodelación a Valentina Ochoa' }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    const callback = new URLSearchParams(router.location.search).get('callback');
    expect(callback).toBe(`/asesoria-virtual?remodelacion=${DESIGNER_UUID}`);

    cleanup();
    stubRemodeling(logIn(ROLE.client));
    renderApp(callback ?? '');
    expect(
      await screen.findByRole('dialog', { name: 'Solicitar remodelación' }, PAGE),
    ).toBeTruthy();
  });

  it('creates the client’s sheet with address, city and spaces, and opens it', async () => {
    const fetchMock = stubRemodeling(logIn(ROLE.client));
    const { router } = renderApp('/asesoria-virtual');
    const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
    fireEvent.click(
      within(list).getByRole('button', { name: 'Solicitar remodelación a Valentina Ochoa' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar remodelación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    // Both the address and the city are required.
    expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(callsTo(fetchMock, '/v1/remodelings', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dirección' }), {
      target: { value: 'Calle 10 # 43-20' },
    });
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Ciudad' }), {
      target: { value: 'Medel' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aumentar cantidad' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await waitFor(() => expect(router.location.pathname).toBe('/compra/rM7kq2'));
    expect(await screen.findByText('Creamos la hoja de proceso #rM7kq2')).toBeTruthy();
    const [call] = callsTo(fetchMock, '/v1/remodelings', 'POST');
    expect(bodyOf(call?.[1])).toEqual({
      designer_uuid: DESIGNER_UUID,
      address: 'Calle 10 # 43-20',
      city_name: 'Medellín, Antioquia',
      space_quantity: 2,
    });
  });
});

describe(
  'asking a designer for a presential consultancy (decision 030)',
  { timeout: 40_000 },
  () => {
    const CITIES = [{ id: '05001', name: 'Medellín', department: 'Antioquia' }];
    const REQUESTED = 'Enviamos tu solicitud de asesoría presencial #pZ9x4';

    function stubPresential(user?: ReturnType<typeof logIn>, create?: () => Response) {
      return stubFetch((url, init) => {
        if (url.includes('/v1/designers/public?')) return json(designersPage([publicDesigner()]));
        if (url.endsWith('/v1/cities')) return json(CITIES);
        if (url.endsWith('/v1/presential-consultancy') && init?.method === 'POST') {
          return create?.() ?? json({ message: REQUESTED, info: presentialRow() }, 201);
        }
        return undefined;
      }, user);
    }

    async function openDialog() {
      const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
      fireEvent.click(
        within(list).getByRole('button', {
          name: 'Solicitar asesoría presencial a Valentina Ochoa',
        }),
      );
      return screen.findByRole('dialog', { name: 'Asesoría presencial' });
    }

    async function fillPlace(dialog: HTMLElement) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dirección' }), {
        target: { value: 'Calle 10 # 43-20' },
      });
      fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Ciudad' }), {
        target: { value: 'Medel' },
      });
      fireEvent.click(await screen.findByRole('option', { name: 'Medellín, Antioquia' }));
    }

    it('sends a visitor to log in and opens the request again on the way back', async () => {
      stubPresential();
      const { router } = renderApp('/asesoria-virtual');
      const list = await screen.findByRole('list', { name: 'Diseñadores' }, PAGE);
      fireEvent.click(
        within(list).getByRole('button', {
          name: 'Solicitar asesoría presencial a Valentina Ochoa',
        }),
      );
      await waitFor(() => expect(router.location.pathname).toBe('/login'));
      const callback = new URLSearchParams(router.location.search).get('callback');
      expect(callback).toBe(`/asesoria-virtual?presencial=${DESIGNER_UUID}`);

      cleanup();
      stubPresential(logIn(ROLE.client));
      renderApp(callback ?? '');
      expect(await screen.findByRole('dialog', { name: 'Asesoría presencial' }, PAGE)).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Solicitar remodelación' })).toBeNull();
    });

    it('asks with the place, up to three days and notes, then opens the consultancy', async () => {
      const fetchMock = stubPresential(logIn(ROLE.client));
      const { router } = renderApp('/asesoria-virtual');
      const dialog = await openDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      // The address, the city and the first day are required.
      expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(2);
      expect(within(dialog).getByText(MESSAGES.presentialPreferredDatesInvalid)).toBeTruthy();
      expect(callsTo(fetchMock, '/v1/presential-consultancy', 'POST')).toHaveLength(0);

      await fillPlace(dialog);
      const first = bogotaDay(new Date(), 2);
      const second = bogotaDay(new Date(), 5);
      const third = bogotaDay(new Date(), 9);
      fireEvent.change(within(dialog).getByLabelText('Fecha 1'), { target: { value: first } });
      const add = within(dialog).getByRole('button', { name: 'Agregar otra fecha' });
      fireEvent.click(add);
      fireEvent.change(within(dialog).getByLabelText('Fecha 2'), { target: { value: second } });
      fireEvent.click(add);
      fireEvent.change(within(dialog).getByLabelText('Fecha 3'), { target: { value: third } });
      // Three days at most.
      expect(add.hasAttribute('disabled')).toBe(true);
      expect(within(dialog).getByLabelText('Fecha 1').getAttribute('min')).toBe(
        bogotaDay(new Date(), 1),
      );
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notas (opcional)' }), {
        target: { value: 'Sala y comedor, mejor en la mañana' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));

      await waitFor(() =>
        expect(router.location.pathname).toBe('/cliente/compra/asesoria-presencial/pZ9x4'),
      );
      expect(await screen.findByText(REQUESTED)).toBeTruthy();
      const [call] = callsTo(fetchMock, '/v1/presential-consultancy', 'POST');
      expect(bodyOf(call?.[1])).toEqual({
        designer_uuid: DESIGNER_UUID,
        address: 'Calle 10 # 43-20',
        city_name: 'Medellín, Antioquia',
        preferred_dates: [first, second, third],
        notes: 'Sala y comedor, mejor en la mañana',
      });
    });

    it('refuses today and a repeated day before asking, and sends no notes when empty', async () => {
      const fetchMock = stubPresential(logIn(ROLE.client));
      renderApp('/asesoria-virtual');
      const dialog = await openDialog();
      await fillPlace(dialog);
      const today = bogotaDay(new Date());
      fireEvent.change(within(dialog).getByLabelText('Fecha 1'), { target: { value: today } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      expect(
        await within(dialog).findByText(MESSAGES.presentialPreferredDatesInvalid, {}, PAGE),
      ).toBeTruthy();

      const day = bogotaDay(new Date(), 3);
      fireEvent.change(within(dialog).getByLabelText('Fecha 1'), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar otra fecha' }));
      fireEvent.change(within(dialog).getByLabelText('Fecha 2'), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      expect(
        await within(dialog).findByText(MESSAGES.presentialPreferredDatesInvalid, {}, PAGE),
      ).toBeTruthy();
      expect(callsTo(fetchMock, '/v1/presential-consultancy', 'POST')).toHaveLength(0);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar la fecha 2' }));
      expect(within(dialog).queryByLabelText('Fecha 2')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, '/v1/presential-consultancy', 'POST')).toHaveLength(1),
      );
      const [call] = callsTo(fetchMock, '/v1/presential-consultancy', 'POST');
      expect(bodyOf(call?.[1])).toMatchObject({ preferred_dates: [day], notes: null });
    });

    it('puts the server’s field errors on their fields and toasts the rest', async () => {
      let answer = json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Datos inválidos',
          errors: [
            { field: 'address', message: 'Revisa la dirección' },
            { field: 'preferred_dates.0', message: MESSAGES.presentialPreferredDatesInvalid },
          ],
        },
        400,
      );
      const fetchMock = stubPresential(logIn(ROLE.client), () => answer);
      const { router } = renderApp('/asesoria-virtual');
      const dialog = await openDialog();
      await fillPlace(dialog);
      fireEvent.change(within(dialog).getByLabelText('Fecha 1'), {
        target: { value: bogotaDay(new Date(), 1) },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      expect(await within(dialog).findByText('Revisa la dirección', {}, PAGE)).toBeTruthy();
      expect(within(dialog).getByText(MESSAGES.presentialPreferredDatesInvalid)).toBeTruthy();

      answer = json(
        {
          statusCode: 409,
          code: 'DESIGNER_UNAVAILABLE',
          message: MESSAGES.presentialDesignerUnavailable,
          errors: [{ field: 'designer_uuid', message: MESSAGES.presentialDesignerUnavailable }],
        },
        409,
      );
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dirección' }), {
        target: { value: 'Calle 11 # 43-20' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
      expect(
        await screen.findByText(MESSAGES.presentialDesignerUnavailable, {}, PAGE),
      ).toBeTruthy();
      expect(callsTo(fetchMock, '/v1/presential-consultancy', 'POST')).toHaveLength(2);
      expect(router.location.pathname).toBe('/asesoria-virtual');
    });
  },
);
