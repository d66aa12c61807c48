import qrcode from 'qrcode-generator';

/**
 * The QR code of `text` as SVG markup, as GoTrue answers it (auth-js makes it a data URI by prefixing
 * `data:image/svg+xml;utf-8,`, unescaped: so the markup holds no `#`, which would end such a URI).
 * Error correction H like GoTrue's; one path of dark modules keeps it small.
 */
export function qrSvg(text: string, cell = 3, margin = 4): string {
  const qr = qrcode(0, 'H');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const size = (n + margin * 2) * cell;
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.isDark(row, col)) d += `M${(col + margin) * cell} ${(row + margin) * cell}h${cell}v${cell}h-${cell}z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="white"/><path d="${d}" fill="black"/></svg>`
  );
}
