/** Builds multipart/form-data bodies for app.inject, as a browser's FormData would send them. */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** The body and its Content-Type for these text fields (objects sent as JSON text) and files. */
export function multipart(
  fields: Record<string, unknown>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shop${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real picture in `format`, of one colour. */
export function picture(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}
