// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component';
import { stubBrowser } from '../test/render-app';
import { DataTable, type DataTableColumn } from './data-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  state: string;
}

const PEOPLE: Person[] = [
  {
    uuid: 'ana',
    first_name: 'Ana',
    last_name: 'Gómez',
    email: 'ana@estudio.co',
    state: 'Pendiente',
  },
  {
    uuid: 'beto',
    first_name: 'Beto',
    last_name: 'Ríos',
    email: 'beto@estudio.co',
    state: 'Aprobado',
  },
];

const COLUMNS: DataTableColumn<Person>[] = [
  {
    id: 'first_name',
    header: 'Nombres',
    cell: (row) => row.first_name,
    cardTitle: true,
    sortKey: 'first_name',
  },
  { id: 'last_name', header: 'Apellidos', cell: (row) => row.last_name, cardTitle: true },
  { id: 'email', header: 'Correo', cell: (row) => row.email, sortKey: 'email' },
  { id: 'state', header: 'Estado', cell: (row) => row.state, pinned: true },
  {
    id: 'actions',
    header: 'Acciones',
    pinned: true,
    cell: (row) => (
      <Button onClick={(event) => event.stopPropagation()}>Aprobar a {row.first_name}</Button>
    ),
  },
];

function renderTable(onRowClick = vi.fn(), onSort = vi.fn()) {
  renderComponent(
    <DataTable
      label="Diseñadores"
      columns={COLUMNS}
      rows={PEOPLE}
      rowKey={(row) => row.uuid}
      rowLabel={(row) => `Ver detalle de ${row.first_name} ${row.last_name}`}
      emptyText="No se encontraron diseñadores"
      onRowClick={onRowClick}
      sort={{ key: 'first_name', order: 'asc', onChange: onSort }}
    />,
  );
  return { onRowClick, onSort };
}

describe('DataTable', () => {
  it('keeps the state and the actions stuck to the right edge of a wide table', () => {
    stubBrowser();
    renderTable();
    const table = screen.getByRole('table', { name: 'Diseñadores' });
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(getComputedStyle(header('Estado')).position).toBe('sticky');
    expect(getComputedStyle(header('Acciones')).position).toBe('sticky');
    expect(getComputedStyle(header('Acciones')).right).toBe('0px');
    expect(getComputedStyle(header('Correo')).position).not.toBe('sticky');
    const action = within(table).getByRole('button', { name: 'Aprobar a Ana' });
    expect(getComputedStyle(action.closest('td') as HTMLElement).position).toBe('sticky');
  });

  it('is a region the keyboard can reach and scroll when it is wider than its room', () => {
    stubBrowser();
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    renderTable();
    const region = screen.getByRole('region', { name: 'Diseñadores' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'Diseñadores' })).toBeTruthy();
  });

  it('is no tab stop when the whole table fits', () => {
    stubBrowser();
    renderTable();
    expect(screen.queryByRole('region', { name: 'Diseñadores' })).toBeNull();
  });

  it('lets a header wrap at its spaces, so a long header does not widen its column', () => {
    stubBrowser();
    renderTable();
    const table = screen.getByRole('table', { name: 'Diseñadores' });
    for (const header of within(table).getAllByRole('columnheader')) {
      expect(getComputedStyle(header).whiteSpace).not.toBe('nowrap');
    }
  });

  it('shows one card per row on a phone, with labelled lines and the detail a tap away', () => {
    stubBrowser(false);
    const { onRowClick, onSort } = renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Diseñadores' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const ana = cards[0] as HTMLElement;
    // The name heads the card; the other cells read as "label: value".
    expect(ana.textContent).toMatch(/^AnaGómez/);
    const terms = within(ana)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Correo', 'Estado', 'Acciones']);
    const values = within(ana)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['ana@estudio.co', 'Pendiente', 'Aprobar a Ana']);

    fireEvent.click(within(ana).getByRole('button', { name: 'Aprobar a Ana' }));
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(within(ana).getByRole('button', { name: 'Ver detalle de Ana Gómez' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith(PEOPLE[0]);
    fireEvent.click(within(ana).getByText('ana@estudio.co'));
    expect(onRowClick).toHaveBeenCalledTimes(2);

    // The headers' sort is a select on a phone.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar por' }));
    fireEvent.click(screen.getByRole('option', { name: 'Correo (descendente)' }));
    expect(onSort).toHaveBeenCalledWith('email', 'desc');
  });

  it('starts an own-line title cell on a line of its own in the card, the others sharing one', () => {
    stubBrowser(false);
    renderComponent(
      <DataTable
        label="Asesorías"
        columns={[
          { id: 'code', header: 'Asesoría', cardTitle: true, cell: (row) => `#${row.uuid}` },
          { id: 'client', header: 'Cliente', cardTitle: 'own-line', cell: (row) => row.first_name },
          { id: 'email', header: 'Correo', cell: (row) => row.email },
        ]}
        rows={PEOPLE.slice(0, 1)}
        rowKey={(row) => row.uuid}
        emptyText="Sin asesorías"
      />,
    );
    const card = within(screen.getByRole('list', { name: 'Asesorías' })).getByRole('listitem');
    const code = within(card).getByText('#ana');
    const client = within(card).getByText('Ana');
    expect(getComputedStyle(code).flexBasis).not.toBe('100%');
    expect(getComputedStyle(client).flexBasis).toBe('100%');
  });

  it('says so when a phone has no rows to show', () => {
    stubBrowser(false);
    renderComponent(
      <DataTable
        label="Marcas"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.uuid}
        emptyText="Aún no hay marcas"
      />,
    );
    expect(screen.getByText('Aún no hay marcas')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
