// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogContent } from './dialog-content';

/** jsdom lays nothing out: a body "scrolls" when its content is taller than this room. */
const ROOM = 300;
let contentHeight = 0;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function layOut() {
  const isBody = (element: Element) => element.classList.contains('MuiDialogContent-root');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBody(this) ? contentHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isBody(this) ? ROOM : 0;
  });
}

function ApplicationDialog({ documents }: { documents: string[] }) {
  return (
    <Dialog open>
      <DialogTitle>Pisos y Muros del Caribe</DialogTitle>
      <DialogContent dividers>
        <p>Datos de la empresa</p>
        {documents.map((name) => (
          <p key={name}>{name}</p>
        ))}
      </DialogContent>
    </Dialog>
  );
}

describe('DialogContent', () => {
  it('a body that scrolls is a focusable region named by the dialog title', () => {
    layOut();
    contentHeight = 900;
    render(<ApplicationDialog documents={[]} />);
    const region = screen.getByRole('region', { name: 'Pisos y Muros del Caribe' });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toContain('Datos de la empresa');
  });

  it('a body that fits stays out of the tab order, until what it shows grows past its room', async () => {
    layOut();
    contentHeight = 200;
    const { rerender } = render(<ApplicationDialog documents={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Datos de la empresa').closest('[tabindex="0"]')).toBeNull();

    contentHeight = 900;
    rerender(<ApplicationDialog documents={['RUT', 'Cámara de comercio']} />);
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Pisos y Muros del Caribe' }).textContent,
      ).toContain('Cámara de comercio'),
    );

    contentHeight = 200;
    rerender(<ApplicationDialog documents={[]} />);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
