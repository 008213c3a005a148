// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@hogarte/shared/roles';
import { json, logIn, renderApp, stubBrowser, stubFetch } from '../../../test/render-app';
import { rowsPage, sheetRow } from '../../remodeling/testing/checkout-fixtures';

beforeEach(() => stubBrowser());

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the supplier’s clients page', { timeout: 40_000 }, () => {
  it('lists the process sheets quoting its products, each opening its sheet', async () => {
    stubFetch((url) => {
      if (url.endsWith('/v1/remodelings?page=1&itemsPerPage=10')) {
        return json(rowsPage([sheetRow()]));
      }
      return undefined;
    }, logIn(ROLE.supplier));
    renderApp('/proveedor/dashboard');
    const table = await screen.findByRole('table', { name: 'Hojas de proceso' }, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: /Hoja de proceso #rX7k2/ });
    expect(link.getAttribute('href')).toBe('/compra/rX7k2');
    expect(within(table).getByText('Camila Gómez')).toBeTruthy();
    expect(within(table).getByText('Valentina Ochoa')).toBeTruthy();
    expect(within(table).getByText('Medellín')).toBeTruthy();
  });
});
