// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Remodeling } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { fakeFile } from '../../../test/files';
import {
  json,
  logIn,
  renderApp,
  sentBody,
  stubBrowser,
  stubFetch,
  urlOf,
} from '../../../test/render-app';
import {
  SHEET_HASHID,
  sheet,
  sheetDesign,
  sheetQuote,
  sheetSteps,
} from '../testing/sheet-fixtures';

const SHEET_PATH = `/compra/${SHEET_HASHID}`;
const SHEET_API = `/v1/remodelings/${SHEET_HASHID}`;
const PAGE_LOAD = { timeout: 5000 };

type FetchMock = ReturnType<typeof stubFetch>;
type Handler = (url: string, method: string, body: unknown) => Response | undefined;

/** The viewer's own first name, as the greeting reads it from the session. */
function firstNameOf(roleId: RoleId, of: Remodeling): string {
  if (roleId === ROLE.client) return of.client.first_name;
  if (roleId === ROLE.designer) return of.designer.first_name;
  return 'Camila';
}

/**
 * The sheet's API: the GET answers the sheet as it now is, each change answers it changed (as the
 * server does), and `extra` handles what a test needs beyond that.
 */
function stubSheet(roleId: RoleId, first: Remodeling, extra: Handler = () => undefined) {
  let current = first;
  const changed = (message: string, next: Partial<Remodeling>) => {
    current = { ...current, ...next };
    return json({ message, info: current });
  };
  const fetchMock = stubFetch(
    (url, init) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const handled = extra(url, method, body);
      if (handled) return handled;
      const path = new URL(url, 'http://localhost').pathname;
      if (path === SHEET_API && method === 'GET') return json({ info: current });
      const design = /\/designs\/(\d+)$/.exec(path);
      if (design && method === 'PATCH') {
        return changed(MESSAGES.designApproved, {
          designs: current.designs.map((item) =>
            item.id === Number(design[1]) ? { ...item, is_approved: true } : item,
          ),
        });
      }
      const quote = /\/invoices\/(\d+)$/.exec(path);
      if (quote && path.startsWith(SHEET_API) && method === 'PATCH') {
        return changed(MESSAGES.quoteApproved, {
          invoices: current.invoices.map((item) =>
            item.id === Number(quote[1]) ? { ...item, is_approved: true } : item,
          ),
        });
      }
      if (path === SHEET_API && method === 'PATCH') {
        if (body && typeof body === 'object' && 'finished_at' in body) {
          return changed(MESSAGES.remodelingFinishedToast, {
            status: 'finished',
            finished_at: '2026-05-20T12:00:00.000Z',
            steps: sheetSteps([3, 3, 3, 3, 3, 3, 3]),
          });
        }
        return changed('Gracias por tu calificación', {
          designer_rating: 4,
          installers_rating: 5,
          comments: 'Todo quedó muy bien',
        });
      }
      if (path === `${SHEET_API}/document/equivalent` && method === 'POST') {
        return json({
          info: btoa('%PDF-1.4'),
          fileName: `documento-equivalente-${SHEET_HASHID}.pdf`,
        });
      }
      return undefined;
    },
    logIn(roleId, { first_name: firstNameOf(roleId, first) }),
  );
  return fetchMock;
}

const callsTo = (fetchMock: FetchMock, suffix: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => urlOf(input).endsWith(suffix) && (init?.method ?? 'GET') === method,
  );

async function openSheet() {
  renderApp(SHEET_PATH);
  return screen.findByRole('heading', { level: 1, name: /^Hola/ }, PAGE_LOAD);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  sessionStorage.clear();
});

// Whole-app renders of a long page: slower than a unit test, above all on a busy machine.
describe('ProcessSheetPage', { timeout: 20_000 }, () => {
  it('greets the client and shows the header, the seven steps and their help', async () => {
    stubSheet(ROLE.client, sheet('client'));
    await openSheet();
    expect(screen.getByText('Calle 10 # 43-20, Medellín, Antioquia')).toBeTruthy();
    expect(screen.getByText(`#${SHEET_HASHID}`)).toBeTruthy();
    expect(screen.getByText('Activo')).toBeTruthy();
    const steps = screen.getByRole('table', { name: 'Pasos de la remodelación' });
    expect(within(steps).getAllByRole('row')).toHaveLength(8);
    expect(within(steps).getAllByText('Pendiente')).toHaveLength(7);
    // The client schedules nothing.
    expect(within(steps).queryByRole('button', { name: /^Editar/ })).toBeNull();
    fireEvent.click(within(steps).getByRole('button', { name: 'Ayuda sobre Presupuesto' }));
    const help = await screen.findByRole('dialog', { name: 'Presupuesto' });
    expect(within(help).getByText(/quedan reservados para ti por 3 días/)).toBeTruthy();
  });

  it('lets the client approve a design and a quote, then go to pay it', async () => {
    const fetchMock = stubSheet(
      ROLE.client,
      sheet('client', { designs: [sheetDesign()], invoices: [sheetQuote()] }),
    );
    const { router } = renderApp(SHEET_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Hola, Laura' }, PAGE_LOAD);

    const designs = section('Diseños');
    fireEvent.click(within(designs).getByRole('button', { name: 'Aprobar propuesta-sala.png' }));
    expect(await screen.findByText(MESSAGES.designApproved)).toBeTruthy();
    expect(await within(designs).findByText('Aprobado')).toBeTruthy();
    expect(sentBody(fetchMock, '/designs/31?whatsapp=true')).toEqual({ is_approved: true });

    const quotes = section('Cotizaciones');
    expect(within(quotes).getByText('$ 1.190.000')).toBeTruthy();
    expect(within(quotes).getByText(/Productos reservados hasta el/)).toBeTruthy();
    expect(within(quotes).getByRole('link', { name: 'Ver PDF de Piso de la sala' })).toBeTruthy();
    // Nothing approved yet: nothing to pay.
    expect(within(quotes).queryByRole('button', { name: 'Pagar cotizaciones' })).toBeNull();
    fireEvent.click(within(quotes).getByRole('button', { name: 'Aprobar Piso de la sala' }));
    expect(await screen.findByText(MESSAGES.quoteApproved)).toBeTruthy();
    expect(sentBody(fetchMock, `/invoices/41?whatsapp=true`)).toEqual({ is_approved: true });
    expect(await within(quotes).findByText('Aprobada')).toBeTruthy();

    fireEvent.click(within(quotes).getByRole('button', { name: 'Pagar cotizaciones' }));
    await waitFor(() => expect(router.location.pathname).toBe(`/checkout2/${SHEET_HASHID}`));
    expect(router.location.state).toEqual({ client: sheet('client').client });
  });

  it('keeps the client from receiving the work while the installation is in progress', async () => {
    stubSheet(ROLE.client, sheet('client', { steps: sheetSteps([3, 2, 2, 3, 3, 2, 1]) }));
    await openSheet();
    const receive = screen.getByRole<HTMLButtonElement>('button', {
      name: MESSAGES.remodelingReceived,
    });
    expect(receive.disabled).toBe(true);
    expect(screen.getByText(MESSAGES.remodelingInstallationInProgress)).toBeTruthy();
  });

  it('finishes, downloads the equivalent document and takes the rating once', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:documento');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = stubSheet(
      ROLE.client,
      sheet('client', { steps: sheetSteps([3, 2, 2, 3, 3, 3, 1]) }),
    );
    await openSheet();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.remodelingReceived }));
    const confirm = await screen.findByRole('dialog', { name: MESSAGES.remodelingReceived });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));

    const rating = await screen.findByRole('dialog', { name: 'Califica tu remodelación' });
    const finish = callsTo(fetchMock, `${SHEET_API}?email=true`, 'PATCH');
    expect(finish).toHaveLength(1);
    expect(sentBody(fetchMock, `${SHEET_API}?email=true`)).toEqual({
      finished_at: expect.any(String),
    });
    expect(callsTo(fetchMock, `${SHEET_API}/document/equivalent`, 'POST')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      `documento-equivalente-${SHEET_HASHID}.pdf`,
    );
    expect(screen.getByText(`#${SHEET_HASHID}`).closest('.MuiPaper-root')?.textContent).toContain(
      'Terminado',
    );

    // Both ratings start at five; 'Aceptar' waits for the confirmation.
    const designerStars = within(rating).getByRole('group', {
      name: '¿Cómo calificas a Andrés Mejía?',
    });
    expect(within(designerStars).getByRole('radio', { name: '5 estrellas' })).toHaveProperty(
      'checked',
      true,
    );
    const accept = within(rating).getByRole<HTMLButtonElement>('button', { name: 'Aceptar' });
    expect(accept.disabled).toBe(true);
    fireEvent.click(within(designerStars).getByRole('radio', { name: '4 estrellas' }));
    fireEvent.change(within(rating).getByRole('textbox', { name: 'Comentario' }), {
      target: { value: 'Todo quedó muy bien' },
    });
    expect(within(rating).getByText('19/500')).toBeTruthy();
    fireEvent.click(within(rating).getByRole('checkbox'));
    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [rated] = callsTo(fetchMock, SHEET_API, 'PATCH');
    expect(JSON.parse(rated?.[1]?.body as string)).toEqual({
      designer_rating: 4,
      installers_rating: 5,
      comments: 'Todo quedó muy bien',
    });
    // Rated once: no second rating; the document stays a button away.
    expect(screen.queryByRole('button', { name: 'Calificar remodelación' })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.remodelingReceived })).toBeNull();
    expect(screen.getByRole('button', { name: 'Documento equivalente' })).toBeTruthy();
  });

  it('gives the designer edit buttons on the visit and the installation only', async () => {
    const fetchMock = stubSheet(ROLE.designer, sheet('designer'), (url, method, body) => {
      if (url.endsWith('/v1/remodelings/steps/11?whatsapp=true') && method === 'PATCH') {
        const edit = body as { date: string };
        return json({
          message: MESSAGES.stepUpdated,
          info: sheet('designer', {
            steps: sheetSteps().map((step) =>
              step.id === 11 ? { ...step, step_status_id: 2, date: edit.date } : step,
            ),
          }),
        });
      }
      if (url.endsWith('/v1/remodelings/steps/16?whatsapp=true') && method === 'PATCH') {
        return json(
          { statusCode: 409, code: 'STEP_NOT_EDITABLE', message: MESSAGES.stepStatusBackwards },
          409,
        );
      }
      return undefined;
    });
    await openSheet();
    const steps = screen.getByRole('table', { name: 'Pasos de la remodelación' });
    const edits = within(steps).getAllByRole('button', { name: /^Editar/ });
    expect(edits.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Editar Fecha de visita',
      'Editar Instalación',
    ]);

    // The installation's status is not the designer's to set; a refusal shows in the dialog.
    fireEvent.click(within(steps).getByRole('button', { name: 'Editar Instalación' }));
    let dialog = await screen.findByRole('dialog', { name: 'Editar Instalación' });
    expect(within(dialog).queryByRole('combobox', { name: 'Estado' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), {
      target: { value: '2026-06-10T08:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(MESSAGES.stepStatusBackwards)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(steps).getByRole('button', { name: 'Editar Fecha de visita' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar Fecha de visita' });
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toBeTruthy();
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Guardar' });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Fecha y hora'), {
      target: { value: '2026-05-12T09:30' },
    });
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.stepUpdated)).toBeTruthy();
    expect(sentBody(fetchMock, '/steps/11?whatsapp=true')).toEqual({
      date: new Date('2026-05-12T09:30').toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(steps).getByText('En proceso')).toBeTruthy();
  });

  it('lets the designer upload a design and start a quote for the sheet', async () => {
    const fetchMock = stubSheet(ROLE.designer, sheet('designer'), (url, method) => {
      if (url.endsWith(`${SHEET_API}/files/design`) && method === 'POST') {
        return json(
          {
            message: MESSAGES.documentUploaded,
            info: {
              id: 31,
              filename: 'propuesta-sala.png',
              url: '/files/31',
              created_at: '2026-05-03T10:00:00.000Z',
            },
          },
          201,
        );
      }
      if (url.endsWith(`${SHEET_API}/designs?whatsapp=true`) && method === 'POST') {
        return json(
          {
            message: MESSAGES.designUploaded,
            info: sheet('designer', {
              designs: [sheetDesign()],
              steps: sheetSteps([1, 2, 1, 1, 1, 1, 1]),
            }),
          },
          201,
        );
      }
      return undefined;
    });
    const { router } = renderApp(SHEET_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Hola, Andrés' }, PAGE_LOAD);
    const designs = section('Diseños');
    fireEvent.change(within(designs).getByLabelText('Subir diseño'), {
      target: { files: [fakeFile('propuesta-sala.png', 'image/png')] },
    });
    expect(await screen.findByText(MESSAGES.designUploaded)).toBeTruthy();
    expect(sentBody(fetchMock, '/designs?whatsapp=true')).toEqual({
      remodeling_process_file_id: 31,
    });
    expect(await within(designs).findByRole('link', { name: 'propuesta-sala.png' })).toBeTruthy();
    // The designer does not approve designs.
    expect(within(designs).queryByRole('button', { name: /^Aprobar/ })).toBeNull();

    fireEvent.click(
      within(section('Cotizaciones')).getByRole('button', { name: 'Crear cotización' }),
    );
    const quotePurchase = {
      hashid: SHEET_HASHID,
      kind: 'remodeling',
      client_name: 'Laura Gómez',
      client_phone: '3001234567',
    };
    await waitFor(() => expect(router.location.pathname).toBe('/disenador/productos'));
    expect(router.location.state).toEqual({ quotePurchase });
    expect(JSON.parse(sessionStorage.getItem('hogarte.quotePurchase') ?? 'null')).toEqual(
      quotePurchase,
    );
  });

  it('lets a supplier add a tracking link to a paid quote, with the refusal under the url', async () => {
    const paid = sheetQuote({ is_approved: true, paid_at: '2026-05-05T10:00:00.000Z' });
    let refused = false;
    const fetchMock = stubSheet(
      ROLE.supplier,
      sheet('supplier', { invoices: [paid] }),
      (url, method, body) => {
        if (
          url.endsWith('/v1/remodelings/invoices/41/trackings?whatsapp=true') &&
          method === 'POST'
        ) {
          if (!refused) {
            refused = true;
            return json(
              {
                statusCode: 409,
                code: 'TRACKING_TOO_MANY',
                message: MESSAGES.trackingTooMany,
                errors: [{ field: 'url', message: MESSAGES.trackingTooMany }],
              },
              409,
            );
          }
          const { url: link } = body as { url: string };
          return json(
            {
              message: MESSAGES.trackingAdded,
              info: sheet('supplier', {
                invoices: [
                  {
                    ...paid,
                    trackings: [
                      {
                        id: 51,
                        url: link,
                        supplier: {
                          uuid: `user-${ROLE.supplier}`,
                          company_name: 'Cerámicas del Valle SAS',
                        },
                        created_at: '2026-05-06T10:00:00.000Z',
                      },
                    ],
                  },
                ],
              }),
            },
            201,
          );
        }
        if (url.endsWith('/v1/remodelings/trackUrl/51') && method === 'DELETE') {
          return json({
            message: MESSAGES.trackingDeleted,
            info: sheet('supplier', { invoices: [paid] }),
          });
        }
        return undefined;
      },
    );
    await openSheet();
    const quotes = section('Cotizaciones');
    expect(within(quotes).getByText('Pagada')).toBeTruthy();
    // A supplier neither approves nor pays.
    expect(within(quotes).queryByRole('button', { name: /^Aprobar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.remodelingReceived })).toBeNull();

    fireEvent.click(within(quotes).getByRole('button', { name: 'Agregar enlace' }));
    const dialog = await screen.findByRole('dialog', { name: /Agregar enlace de seguimiento/ });
    const field = within(dialog).getByRole('textbox', { name: 'Enlace de seguimiento' });
    fireEvent.change(field, { target: { value: 'http://sin-seguridad.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(MESSAGES.trackingUrlInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, '/trackings?whatsapp=true', 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'https://envios.co/guia/123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(MESSAGES.trackingTooMany)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(MESSAGES.trackingAdded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(fetchMock, '/trackings?whatsapp=true')).toEqual({
      url: 'https://envios.co/guia/123',
    });
    const link = await within(quotes).findByRole('link', { name: /envios\.co\/guia\/123/ });
    expect(link.getAttribute('href')).toBe('https://envios.co/guia/123');

    fireEvent.click(
      within(quotes).getByRole('button', { name: 'Eliminar enlace https://envios.co/guia/123' }),
    );
    expect(await screen.findByText(MESSAGES.trackingDeleted)).toBeTruthy();
    await waitFor(() =>
      expect(within(quotes).queryByRole('link', { name: /envios\.co/ })).toBeNull(),
    );
  });

  it('checks the installer the lsh operator adds with the spec messages', async () => {
    const fetchMock = stubSheet(ROLE.lsh, sheet('lsh'), (url, method, body) => {
      if (url.endsWith(`${SHEET_API}/installers`) && method === 'POST') {
        const installer = body as { full_name: string; cedula: string };
        return json(
          {
            message: MESSAGES.installerAdded,
            info: sheet('lsh', {
              installers: [{ id: 61, ...installer, created_at: '2026-05-08T10:00:00.000Z' }],
            }),
          },
          201,
        );
      }
      return undefined;
    });
    await openSheet();
    const installation = section('Instalación');
    // The lsh operator's own PDFs; it edits no step and uploads no legal document.
    expect(
      within(installation).getByLabelText(`Factura de la remodelación #${SHEET_HASHID}`),
    ).toBeTruthy();
    expect(
      within(installation).getByLabelText(
        `Póliza de responsabilidad de la remodelación #${SHEET_HASHID}`,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Documentos técnicos/ })).toBeTruthy();

    fireEvent.click(within(installation).getByRole('button', { name: 'Agregar instalador' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar instalador' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cédula' }), {
      target: { value: '1234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText(MESSAGES.installerNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.installerCedulaInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, '/installers', 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), {
      target: { value: 'Carlos Ruiz' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Cédula' }), {
      target: { value: '1036789456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(MESSAGES.installerAdded)).toBeTruthy();
    expect(sentBody(fetchMock, '/installers')).toEqual({
      full_name: 'Carlos Ruiz',
      cedula: '1036789456',
    });
    expect(await within(installation).findByText('Carlos Ruiz · C.C. 1036789456')).toBeTruthy();
  });

  it('tells someone with no part in the sheet that it was not found', async () => {
    stubFetch(() => undefined, logIn(ROLE.designer));
    renderApp(SHEET_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound }, PAGE_LOAD),
    ).toBeTruthy();
    expect(screen.getByText(/no haces parte de ella/)).toBeTruthy();
  });
});
