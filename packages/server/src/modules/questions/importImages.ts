// Images of an imported Word document, stored like any uploaded file: under the importer's folder
// (prefix + path_media + <user id>/<random id><ext>) through the storage adapter, and kept in the question text as
// references (plugins/storage/links.ts), which answers turn into fresh links.
import { Readable } from 'node:stream';
import { contentDisposition, contentTypeOfName, isInlineType, LocalStorageAdapter, type StorageAdapter, type StorageConfig, type StorageLinks } from '../../plugins/storage/index.js';
import { newUploadKey } from '../uploads/index.js';

export interface ImportFileStore {
  /** Stores the bytes as the user's file `name`; answers its key and the reference question text keeps. */
  save(userId: number, name: string, bytes: Buffer): Promise<{ key: string; reference: string }>;
  /** Removes a file stored by `save` (an import that did not commit). */
  remove(key: string): Promise<void>;
}

export function storageFileStore(storage: StorageAdapter, links: StorageLinks, config: StorageConfig): ImportFileStore {
  return {
    async save(userId, name, bytes) {
      const key = newUploadKey(config, userId, name);
      const contentType = contentTypeOfName(key);
      const { uploadId } = await storage.createMultipartUpload(key, { contentType, contentDisposition: contentDisposition(isInlineType(contentType) ? 'inline' : 'attachment', name) });
      try {
        let etag: string;
        if (storage instanceof LocalStorageAdapter) {
          etag = await storage.writePart(key, uploadId, 1, Readable.from([bytes]));
        } else {
          // The bytes go where a browser's would: one part PUT to its signed URL.
          const response = await fetch(await storage.signPartUrl(key, uploadId, 1, 300), { method: 'PUT', body: new Uint8Array(bytes) });
          etag = response.headers.get('etag') ?? '';
          if (!response.ok || etag === '') throw new Error(`storage refused an imported image: HTTP ${response.status}`);
        }
        await storage.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag }]);
      } catch (error) {
        await storage.abortMultipartUpload(key, uploadId).catch(() => undefined);
        throw error;
      }
      return { key, reference: links.reference(key, name) };
    },
    remove: (key) => storage.delete(key),
  };
}

/** Stored files an export writes back into the file (Moodle XML `<file>`): only references and links the server signed. */
export interface ExportFileSource {
  /** The bytes and name of a link or reference of ours, or null (not ours, or gone). */
  read(url: string): Promise<{ name: string; bytes: Buffer } | null>;
}

export function storageFileSource(storage: StorageAdapter, links: StorageLinks): ExportFileSource {
  return {
    async read(url) {
      const file = links.resolve(url.replaceAll('&amp;', '&'));
      if (file === null) return null;
      const stored = await storage.read(file.key);
      if (stored === null) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      return { name: file.name ?? file.key.split('/').pop() ?? 'file', bytes: Buffer.concat(chunks) };
    },
  };
}
