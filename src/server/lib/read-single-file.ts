import Busboy, { type BusboyFileStream, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

export interface ReadSingleFileOptions {
  /** The form field that must carry the file. */
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * Reads the one file of a multipart/form-data request into memory, refusing anything else: more
 * than one part, a plain field, another field name, or more than maxBytes (413).
 *
 * Busboy directly rather than @fastify/multipart: that plugin adds an async onRequest and an
 * async onResponse hook to EVERY route (a 'close' listener and a temp-file sweep per request),
 * which cost the small API routes a fifth of their time; only the upload calls need parsing.
 */
export function readSingleFile(raw: IncomingMessage, { field, maxBytes, tooLargeMessage }: ReadSingleFileOptions): Promise<Buffer> {
  const type = raw.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return Promise.reject(new HttpError(415, `Send the photo as multipart/form-data in a field named ${field}`));
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      raw.unpipe(parser);
      raw.resume(); // drain what is left so the connection can answer
      reject(error);
    };
    const unreadable = () => fail(new HttpError(400, 'The upload could not be read. Please try again'));
    let parser: BusboyInstance;
    try {
      parser = new Busboy({ headers: raw.headers as BusboyHeaders, limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
    } catch {
      return unreadable();
    }
    let file: Buffer | undefined;
    parser.on('file', (name: string, stream: BusboyFileStream) => {
      if (name !== field) {
        stream.resume();
        return fail(new HttpError(400, `Send the photo in a field named ${field}`));
      }
      const chunks: Buffer[] = [];
      // A body cut off inside the file part fails the file stream too; without a listener that
      // error would be thrown as uncaught and take the process down.
      stream.on('error', unreadable);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new HttpError(413, tooLargeMessage)));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(chunks);
      });
    });
    parser.on('field', () => fail(new HttpError(400, `Send only the photo, in a field named ${field}`)));
    parser.on('partsLimit', () => fail(new HttpError(400, 'Send one photo at a time')));
    parser.on('filesLimit', () => fail(new HttpError(400, 'Send one photo at a time')));
    parser.on('error', unreadable);
    parser.on('finish', () => {
      if (settled) return;
      if (!file) return fail(new HttpError(400, `Send the photo in a field named ${field}`));
      settled = true;
      resolve(file);
    });
    raw.on('error', unreadable);
    raw.pipe(parser);
  });
}
