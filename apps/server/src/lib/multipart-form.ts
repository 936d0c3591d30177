/**
 * Reads a multipart/form-data body (@fastify/multipart) into its text fields and its files, with
 * the upload limits of the admin spec (§9: 10 files of 10 MB). A file over the limit stops the
 * read with 413, an 11th file with 400; nothing is written anywhere here. Fields named in
 * `jsonFields` are parsed from JSON text (the spec sends lists that way); a field that is not
 * JSON stays text (tags may be comma-separated text). A body cut short or malformed is a 400
 * (MALFORMED_FORM).
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface FormFile {
  field: string;
  name: string;
  bytes: Buffer;
}

export interface MultipartLimits {
  files: number;
  fileBytes: number;
  tooManyFiles: string;
}

const MAX_FIELDS = 80;
const MAX_FIELD_BYTES = 64 * 1024;

/** The body's fields (repeated names become lists) and files, in the order sent. */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  jsonFields: readonly string[] = [],
): Promise<{ fields: Record<string, unknown>; files: FormFile[] }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  const files: FormFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: limits.files + 1,
        fileSize: limits.fileBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + limits.files + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (files.length >= limits.files) {
          // Read the rest away so the connection stays usable, then refuse.
          part.file.resume();
          throw new AppError('VALIDATION', limits.tooManyFiles, [
            { path: part.fieldname, message: limits.tooManyFiles },
          ]);
        }
        files.push({ field: part.fieldname, name: part.filename, bytes: await part.toBuffer() });
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname.slice(0, 50)} is too long.`);
        const value = jsonFields.includes(part.fieldname) ? parseJsonText(String(part.value)) : String(part.value);
        const before = fields[part.fieldname];
        fields[part.fieldname] = before === undefined ? value : [before, value].flat();
      }
    }
  } catch (error) {
    throw asUploadError(error, limits);
  }
  return { fields, files };
}

function parseJsonText(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The 400's message for a body that is not a whole multipart form (issue 27). */
export const MALFORMED_FORM = 'The form could not be read: it is cut short or malformed. Please send it again.';

/**
 * @fastify/multipart's limit errors as the API's errors; anything else thrown while the body was
 * read is the body's fault (busboy's "Part terminated early", "Unexpected end of multipart
 * data", "Boundary not found", a boundary over 256 characters, a request closed mid-form), so a
 * 400 with MALFORMED_FORM, never a 500. Nothing is written while the form is read.
 */
function asUploadError(error: unknown, limits: MultipartLimits): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', `Each image must be at most ${limits.fileBytes / 1024 / 1024} MB.`);
  if (code === 'FST_FILES_LIMIT') return new AppError('VALIDATION', limits.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields.');
  const malformed = new AppError('VALIDATION', MALFORMED_FORM);
  malformed.cause = error;
  return malformed;
}
