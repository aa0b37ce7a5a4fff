// @fastify/multipart for the photo upload only (registered inside the quote photo routes'
// scope, so no other route accepts multipart), with limits from the shared rules: one file,
// a few small fields, nothing larger than the photo limit. The file is read as a stream by
// the handler, after the owner check and the quote's own checks.
import { GENERIC_CODES } from '@shop/shared/api';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUOTE_PHOTO_CODES as C, QUOTE_PHOTO_LIMITS as LIMITS } from '@shop/shared/rules';
import { ApiError } from '../../http/envelope.js';

export const UPLOAD_LIMITS = {
  fileSize: LIMITS.maxBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 64,
  parts: 5,
  headerPairs: 20,
} as const;

export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
}

/** The bytes of the one file field named "photo"; 1042 when none was sent, 413/1043 when too large. */
export async function readPhotoField(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError(415, GENERIC_CODES.format, 'Send the photo as multipart/form-data.');
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.files()) {
      if (part.fieldname !== 'photo' || bytes) {
        part.file.resume(); // not ours: drained, not kept
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, C.invalid, `The photo is larger than ${LIMITS.maxBytes / 1024 / 1024} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ApiError(400, C.invalid, 'Send one photo at a time.');
    throw new ApiError(400, GENERIC_CODES.format, 'The upload could not be read.');
  }
  if (!bytes) throw new ApiError(400, C.missing, 'Please choose a photo to send.');
  return bytes;
}
