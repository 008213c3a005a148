// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wrongFormatMessage } from '@hogarte/shared/files';
import { MESSAGES } from '@hogarte/shared/messages';
import { fakeFile, stubObjectUrls } from '../../../test/files';
import { PortfolioPicker } from './portfolio-picker';

beforeEach(() => stubObjectUrls());
afterEach(() => cleanup());

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <PortfolioPicker files={files} onChange={setFiles} />;
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Portafolio'), { target: { files } });
}

function thumbnails(): string[] {
  const list = screen.queryByRole('list', { name: 'Imágenes elegidas' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt') ?? '')
    : [];
}

describe('PortfolioPicker', () => {
  it('keeps at most three images and says so when more are added', () => {
    render(<Harness />);
    choose(fakeFile('sala.jpg', 'image/jpeg'), fakeFile('cocina.png', 'image/png'));
    expect(thumbnails()).toEqual(['sala.jpg', 'cocina.png']);
    expect(screen.queryByText(MESSAGES.portfolioSignUpMaxAdd)).toBeNull();

    choose(fakeFile('bano.jpg', 'image/jpeg'), fakeFile('patio.jpg', 'image/jpeg'));
    expect(thumbnails()).toEqual(['sala.jpg', 'cocina.png', 'bano.jpg']);
    expect(screen.getByText(MESSAGES.portfolioSignUpMaxAdd)).toBeTruthy();

    choose(fakeFile('otra.jpg', 'image/jpeg'));
    expect(thumbnails()).toHaveLength(3);
    expect(screen.getByText(MESSAGES.portfolioSignUpMaxAdd)).toBeTruthy();
  });

  it('refuses images over 15 MB and files that are not images, with their messages', () => {
    render(<Harness />);
    choose(
      fakeFile('enorme.jpg', 'image/jpeg', 15_728_641),
      fakeFile('hoja-de-vida.pdf', 'application/pdf'),
      fakeFile('justo.jpg', 'image/jpeg', 15_728_640),
    );
    expect(thumbnails()).toEqual(['justo.jpg']);
    expect(screen.getByText(MESSAGES.imageTooLarge)).toBeTruthy();
    expect(screen.getByText(wrongFormatMessage('hoja-de-vida.pdf'))).toBeTruthy();
  });

  it('shortens long names and removes an image', () => {
    render(<Harness />);
    const long = 'remodelacion-apartamento-laureles-2024.jpg';
    choose(fakeFile(long, 'image/jpeg'), fakeFile('sala.jpg', 'image/jpeg'));
    expect(thumbnails()).toEqual(['remodelacion-apartam.jpg', 'sala.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Quitar remodelacion-apartam.jpg' }));
    expect(thumbnails()).toEqual(['sala.jpg']);
  });
});
