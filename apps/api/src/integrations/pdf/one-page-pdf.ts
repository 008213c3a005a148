/**
 * A one-page PDF written by hand: a title and lines of text in Helvetica. Real PDF bytes, so the
 * page opens in any viewer and passes the upload check. The demo seed's technical sheets and the
 * Envia simulator's labels use it.
 */

/** PDF text strings in WinAnsi: Spanish letters fit in Latin-1; parentheses and \ are escaped. */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

export function onePagePdf(title: string, lines: string[]): Buffer {
  const content = [
    'BT',
    '/F2 20 Tf',
    '56 770 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf',
    '0 -34 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -20 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
