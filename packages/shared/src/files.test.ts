import { describe, expect, it } from 'vitest';
import {
  checkFile,
  shortenFileName,
  tooLargeMessage,
  virtualFileDisplayName,
  wrongFormatMessage,
} from './files.js';
import { LIMITS } from './limits.js';
import { FILE_KIND } from './lookups.js';
import { MESSAGES } from './messages.js';

describe('shortenFileName', () => {
  it('cuts a long name to its first 20 characters plus the extension', () => {
    expect(shortenFileName(`${'a'.repeat(40)}.png`)).toBe(`${'a'.repeat(20)}.png`);
  });

  it('leaves names of up to 30 characters unchanged', () => {
    const thirty = `${'b'.repeat(26)}.pdf`;
    expect(thirty).toHaveLength(30);
    expect(shortenFileName(thirty)).toBe(thirty);
    expect(shortenFileName('foto.jpg')).toBe('foto.jpg');
  });

  it('cuts a name of 31 characters', () => {
    const name = `${'c'.repeat(27)}.pdf`;
    expect(shortenFileName(name)).toBe(`${'c'.repeat(20)}.pdf`);
  });

  it('cuts a long name without extension to 20 characters', () => {
    expect(shortenFileName('d'.repeat(40))).toBe('d'.repeat(20));
  });
});

describe('virtualFileDisplayName', () => {
  it('drops the first 14 characters of the stored name', () => {
    expect(LIMITS.virtualFileNameHiddenPrefix).toBe(14);
    expect(virtualFileDisplayName('1714650000000-plano-sala.pdf')).toBe('plano-sala.pdf');
    expect(virtualFileDisplayName('abcdefghijklmnX')).toBe('X');
  });

  it('shows a name no longer than the prefix whole', () => {
    expect(virtualFileDisplayName('plano.pdf')).toBe('plano.pdf');
    expect(virtualFileDisplayName('abcdefghijklmn')).toBe('abcdefghijklmn');
  });
});

describe('file messages', () => {
  it('names the file in the spec wording', () => {
    expect(wrongFormatMessage('plano.docx')).toBe(
      'Por favor revisa el formato del archivo plano.docx...',
    );
    expect(tooLargeMessage('sala.png')).toBe(
      'El archivo sala.png es demasiado pesado, por favor intenta subir uno con menor resolución',
    );
  });
});

describe('checkFile', () => {
  const png = { name: 'sala.png', size: 1000, type: 'image/png' };

  it('accepts jpeg and png images up to 15728640 bytes', () => {
    expect(checkFile(png, FILE_KIND.image)).toBeNull();
    expect(checkFile({ ...png, name: 'sala.jpg', type: 'image/jpeg' }, FILE_KIND.image)).toBeNull();
    expect(checkFile({ ...png, size: 15_728_640 }, FILE_KIND.image)).toBeNull();
  });

  it('refuses a file over 15728640 bytes with the too-large message', () => {
    expect(checkFile({ ...png, size: 15_728_641 }, FILE_KIND.image)).toBe(
      MESSAGES.fileTooLarge.replace('{name}', 'sala.png'),
    );
  });

  it('refuses a type the kind does not accept with the wrong-format message', () => {
    const pdf = { name: 'rut.pdf', size: 1000, type: 'application/pdf' };
    expect(checkFile(pdf, FILE_KIND.image)).toBe(
      'Por favor revisa el formato del archivo rut.pdf...',
    );
    expect(checkFile(png, FILE_KIND.pdf)).toBe(wrongFormatMessage('sala.png'));
    expect(checkFile({ ...png, type: 'image/gif' }, FILE_KIND.imageOrPdf)).toBe(
      wrongFormatMessage('sala.png'),
    );
    expect(checkFile(pdf, FILE_KIND.imageOrPdf)).toBeNull();
  });

  it('reports the format before the size', () => {
    expect(checkFile({ name: 'x.gif', size: 20_000_000, type: 'image/gif' }, FILE_KIND.image)).toBe(
      wrongFormatMessage('x.gif'),
    );
  });
});
