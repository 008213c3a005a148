// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@hogarte/shared/messages';
import type { PortfolioImage } from '@hogarte/shared/contracts/people';
import { json, stubFetch, wasCalled } from '../../../test/render-app';
import { imageFile, renderComponent, requestTo } from '../../../test/render-component';
import { PortfolioGallery } from './portfolio-gallery';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function images(count: number): PortfolioImage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    url: `/uploads/public/p${index + 1}.jpg`,
    filename: `proyecto-${index + 1}.jpg`,
  }));
}

describe('PortfolioGallery', () => {
  it('turns the add button off at four images and says why', async () => {
    stubFetch();
    renderComponent(<PortfolioGallery images={images(4)} />);
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Agregar imagen' });
    expect(add.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.portfolioLimit);
    // A click on the switched-off button still explains the limit, as a toast.
    fireEvent.click(add.parentElement as HTMLElement);
    await waitFor(() => expect(screen.getAllByText(MESSAGES.portfolioLimit).length).toBe(2));
  });

  it('uploads a new image as multipart `file` to the portfolio type', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v1/users/files/2') && init?.method === 'POST'
        ? json({ id: 9, url: '/uploads/public/nueva.png', filename: 'sala.png' }, 201)
        : undefined,
    );
    renderComponent(<PortfolioGallery images={images(2)} />);
    expect(screen.getByRole('status').textContent).toBe('2 de 4 imágenes');
    fireEvent.change(screen.getByLabelText('Archivo de imagen del portafolio'), {
      target: { files: [imageFile()] },
    });
    expect(await screen.findByText(MESSAGES.portfolioImageAdded)).toBeTruthy();
    const body = requestTo(fetchMock, '/v1/users/files/2', 'POST')?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is not jpeg or png before sending it', async () => {
    const fetchMock = stubFetch();
    renderComponent(<PortfolioGallery images={images(1)} />);
    fireEvent.change(screen.getByLabelText('Archivo de imagen del portafolio'), {
      target: { files: [imageFile('plano.gif', 'image/gif')] },
    });
    expect(
      await screen.findByText('Por favor revisa el formato del archivo plano.gif...'),
    ).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/users/files/2')).toBe(false);
  });

  it('keeps the last image and says at least one is needed', async () => {
    const fetchMock = stubFetch();
    renderComponent(<PortfolioGallery images={images(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar imagen proyecto-1.jpg' }));
    expect(await screen.findByText(MESSAGES.portfolioMin)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/users/files/1')).toBe(false);
  });

  it('removes an image when more than one is left', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/v1/users/files/2') && init?.method === 'DELETE'
        ? json({ success: true })
        : undefined,
    );
    renderComponent(<PortfolioGallery images={images(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar imagen proyecto-2.jpg' }));
    expect(await screen.findByText(MESSAGES.portfolioImageRemoved)).toBeTruthy();
    expect(wasCalled(fetchMock, '/v1/users/files/2')).toBe(true);
  });
});
