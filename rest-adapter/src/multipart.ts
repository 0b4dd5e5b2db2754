import type { Readable } from "node:stream";
import multipart from "@fastify/multipart";
import { messages as communityMessages, IMAGE_MAX_BYTES } from "@highcotton/community/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.ts";
import type { FormBody } from "./route.ts";

/** The community's IMAGE_MAX_BYTES: the largest upload it judges, so a bigger one stops here. */
export const FILE_MAX_BYTES = IMAGE_MAX_BYTES;
/** The largest file a form field may declare (`FormFile.maxBytes`): an ad's MP4 video. */
export const LARGE_FILE_MAX_BYTES = 40 * 1024 * 1024;
/** Room for the longest text a form takes (a 5000-character post in any script) and then some. */
const FIELD_MAX_BYTES = 64 * 1024;
const FIELDS_MAX = 20;
const PARTS_MAX = 30;
/** Files the largest form takes, with the one more that is seen and refused (the feed's 4 images). */
const FILES_SEEN_MAX = 5;
/** The largest form's files: the feed's 4 images and one more, or an ad's video, its poster and one more image. */
const FILES_MAX_BYTES = Math.max(FILES_SEEN_MAX * FILE_MAX_BYTES, LARGE_FILE_MAX_BYTES + 2 * FILE_MAX_BYTES);
/** The largest multipart body the adapter reads: what a proxy in front of it must let through. */
export const FORM_BODY_LIMIT = FILES_MAX_BYTES + FIELDS_MAX * FIELD_MAX_BYTES + 64 * 1024;

export const formMessages = {
  notMultipart: "Send this form as multipart/form-data",
  fileTooLarge: communityMessages.imageTooLarge,
  fieldTooLong: "A form field must be at most 64 KB",
  tooManyParts: "The form has too many fields",
  malformed: "The multipart body is malformed",
  unknownFile: (name: string) => `The form has no file field named ${JSON.stringify(name.slice(0, 50))}`,
  notAFile: (name: string) => `${name} must be a file`,
} as const;

/**
 * Lets a scope take multipart/form-data bodies. Parts are streamed (the server's body limit does
 * not apply to them); these limits bound what one form may hold instead.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, fieldSize: FIELD_MAX_BYTES, fields: FIELDS_MAX, parts: PARTS_MAX },
    throwFileSizeLimit: true,
  });
}

export interface ReadForm {
  /** Text fields by name; a field sent twice is an array of its values. */
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer[]>;
}

/** A limit or parse error of @fastify/multipart or busboy, as the answer the client gets. */
function refusalOf(error: unknown, form: FormBody<unknown>): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    const field = (error as { part?: { fieldname?: unknown } }).part?.fieldname;
    const file = typeof field === "string" && Object.hasOwn(form.files, field) ? form.files[field] : undefined;
    return new HttpError(413, file?.tooLarge ?? formMessages.fileTooLarge);
  }
  if (code === "FST_FILES_LIMIT") {
    const [only, ...others] = Object.values(form.files);
    return new HttpError(400, only && others.length === 0 ? only.tooMany : formMessages.tooManyParts);
  }
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return new HttpError(413, formMessages.tooManyParts);
  // Everything else reading the parts can raise (no boundary, a cut-off part, a field named
  // __proto__, a JSON field that is not JSON) is the body's fault.
  return new HttpError(400, formMessages.malformed);
}

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Discarded: the part is refused, but the rest of the form must still be read.
  }
}

/**
 * Reads a multipart form into memory within `form`'s limits: every text field, and each declared
 * file field's files (an empty file input with no file name counts as no file; text in a file
 * field, even blank, is refused). Names and declared
 * types of files are not trusted or kept; the service judges the bytes. A refusal (unknown file
 * field, too many files, a file over its field's size (8 MB unless it says), a field over 64 KB)
 * is thrown only once the rest of the body was read, so nothing is sent on and the client can read
 * the answer.
 */
export async function readForm(request: FastifyRequest, form: FormBody<unknown>): Promise<ReadForm> {
  if (!request.isMultipart()) throw new HttpError(415, formMessages.notMultipart);
  const declaredFiles = Object.values(form.files);
  const fileLimit = declaredFiles.reduce((total, file) => total + file.maxCount, 0) + 1;
  // Streaming stops at the largest field's size; each file is then held to its own field's.
  const fileSize = Math.max(FILE_MAX_BYTES, ...declaredFiles.map((file) => file.maxBytes ?? FILE_MAX_BYTES));
  const fields: ReadForm["fields"] = {};
  const files: ReadForm["files"] = {};
  let refusal: HttpError | undefined;
  try {
    for await (const part of request.parts({ limits: { files: fileLimit, fileSize } })) {
      if (part.type === "field") {
        if (part.valueTruncated) refusal ??= new HttpError(413, formMessages.fieldTooLong);
        const value = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
        // Text where a file belongs is refused, blank too: a file field carries a file. A browser's
        // empty file input sends a file part with no name and no bytes, which reads as no file.
        if (Object.hasOwn(form.files, part.fieldname)) {
          refusal ??= new HttpError(400, formMessages.notAFile(part.fieldname));
          continue;
        }
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
        continue;
      }
      const declared = Object.hasOwn(form.files, part.fieldname) ? form.files[part.fieldname] : undefined;
      if (!declared) {
        refusal ??= new HttpError(400, formMessages.unknownFile(part.fieldname));
        await drain(part.file);
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0 && !part.filename) continue;
      const list = files[part.fieldname] ?? [];
      if (bytes.length > (declared.maxBytes ?? FILE_MAX_BYTES)) {
        refusal ??= new HttpError(413, declared.tooLarge ?? formMessages.fileTooLarge);
      } else if (list.length >= declared.maxCount) refusal ??= new HttpError(400, declared.tooMany);
      else files[part.fieldname] = [...list, bytes];
    }
  } catch (error) {
    // What was not read yet is read and dropped, so the client finishes sending and gets the answer.
    request.raw.unpipe();
    request.raw.resume();
    throw refusalOf(error, form);
  }
  if (refusal) throw refusal;
  return { fields, files };
}
