// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { stubObjectUrls } from '../../../test/files';
import { imageFile } from '../../../test/render-component';
import { json, logIn, renderApp, stubBrowser, stubFetch, urlOf } from '../../../test/render-app';
import { adviserDetail, adviserPage, adviserRow } from '../test/adviser-fixtures';

beforeEach(() => {
  stubBrowser();
  stubObjectUrls();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const PAGE_LOAD = { timeout: 15_000 };
const ADVISER = adviserDetail();
const DETAIL_URL = `/v2/suppliers/salesperson/${ADVISER.salesperson_id}`;

function stubEdit(
  respond: (url: string, init?: RequestInit) => Response | undefined = () => undefined,
) {
  const user = logIn(ROLE.supplier, { company_name: 'Cerámicas del Valle' });
  return stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url.endsWith('/v1/cities')) {
      return json([{ id: '05001', name: 'Medellín', department: 'Antioquia' }]);
    }
    if (url.endsWith(DETAIL_URL) && (init?.method ?? 'GET') === 'GET') return json(ADVISER);
    if (url.includes('/v2/suppliers/salespeople?')) return json(adviserPage([adviserRow()]));
    return undefined;
  }, user);
}

/** The multipart body of the PATCH (the detail's GET goes to the same address first). */
function patchedForm(fetchMock: ReturnType<typeof stubFetch>): FormData | undefined {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => urlOf(input).endsWith(DETAIL_URL) && init?.method === 'PATCH',
  );
  const body = call?.[1]?.body;
  return body instanceof FormData ? body : undefined;
}

async function openEdit() {
  renderApp(`/proveedor/asesor/${ADVISER.salesperson_id}/editar`);
  return screen.findByRole('form', { name: 'Editar Asesor' }, PAGE_LOAD);
}

describe('Editar Asesor', { timeout: 60_000 }, () => {
  it('shows the adviser as stored, the email locked, no password, the name in the breadcrumb', async () => {
    stubEdit();
    const form = await openEdit();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getAllByRole('listitem').at(-1)?.textContent).toBe('Daniela Ruiz Montoya');
    const email = within(form).getByLabelText<HTMLInputElement>('Correo electrónico');
    expect(email.value).toBe('asesor@demo.co');
    expect(email.disabled).toBe(true);
    expect(within(form).queryByLabelText('Contraseña')).toBeNull();
    expect(within(form).queryByLabelText('Confirma la contraseña')).toBeNull();
    expect(within(form).getByLabelText<HTMLInputElement>('Nombres').value).toBe('Daniela');
    expect(within(form).getByLabelText<HTMLInputElement>('Instagram (opcional)').value).toBe(
      'daniela.acabados',
    );
    expect(within(form).getByText(/Diploma actual: diploma\.pdf/)).toBeTruthy();
    const portfolio = within(form).getByRole('list', { name: 'Imágenes del portafolio' });
    expect(within(portfolio).getAllByRole('img')).toHaveLength(2);
  });

  it('saves the changes without the email, with new and removed images', async () => {
    const fetchMock = stubEdit((url, init) =>
      url.endsWith(DETAIL_URL) && init?.method === 'PATCH'
        ? json({ message: MESSAGES.adviserUpdated, salesperson: ADVISER })
        : undefined,
    );
    const form = await openEdit();
    fireEvent.change(within(form).getByLabelText('Apellidos'), {
      target: { value: 'Ruiz Montoya de Arango' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar imagen de portafolio 1' }));
    fireEvent.change(within(form).getByLabelText('Portafolio'), {
      target: { files: [imageFile('terraza.png')] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(MESSAGES.adviserUpdated, {}, PAGE_LOAD)).toBeTruthy();
    const sent = patchedForm(fetchMock);
    expect(sent?.get('last_name')).toBe('Ruiz Montoya de Arango');
    expect(sent?.get('city_id')).toBe('05001');
    expect(sent?.has('email')).toBe(false);
    expect(sent?.has('password')).toBe(false);
    expect(sent?.get('deletedPortfolio[0]')).toBe('41');
    expect(sent?.getAll('portfolio').map((file) => (file as File).name)).toEqual(['terraza.png']);
    expect(sent?.has('avatar')).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Lista Asesores' }, PAGE_LOAD)).toBeTruthy();
  });

  it('keeps at least one portfolio image and says when saving failed', async () => {
    const fetchMock = stubEdit((url, init) =>
      url.endsWith(DETAIL_URL) && init?.method === 'PATCH'
        ? json(
            {
              statusCode: 409,
              code: 'DUPLICATE_USER',
              message: MESSAGES.phoneTaken,
              errors: [{ field: 'phone', message: MESSAGES.phoneTaken }],
            },
            409,
          )
        : undefined,
    );
    const form = await openEdit();
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar imagen de portafolio 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar imagen de portafolio 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.adviserPortfolioRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Portafolio'), {
      target: { files: [imageFile('terraza.png')] },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(MESSAGES.phoneTaken, {}, PAGE_LOAD)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.adviserUpdateFailed, {}, PAGE_LOAD)).toBeTruthy();
  });

  it('says when the adviser is not the supplier’s', async () => {
    stubEdit((url) =>
      url.endsWith(DETAIL_URL)
        ? json({ statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.notFound }, 404)
        : undefined,
    );
    renderApp(`/proveedor/asesor/${ADVISER.salesperson_id}/editar`);
    expect(await screen.findByText(MESSAGES.notFound, {}, PAGE_LOAD)).toBeTruthy();
  });
});
