import type { Language } from '../src/domain/language';
import { checkFile } from '../src/domain/upload';
import type { DbData, DbSource } from './db';
import { uploadSignature } from './mediaStore';
import { ruleMessage, serverMessage } from './messages';

/** A refusal of the fake object storage: an HTTP status and what it says, in the caller's language. */
export interface UploadRefusal {
  status: number;
  message(lang: Language): string;
}

export type UploadGate = { source: DbSource; maxBytes: number } | { refused: UploadRefusal };

/**
 * Whether the fake object storage takes a PUT, before any byte is read: only at an address its STS call
 * (getStsACS) issued in this world, signed, unexpired and not yet saved. The most bytes it then reads is the size
 * the STS call declared, which the rules of src/domain/upload.ts already bounded.
 */
export function openUpload(db: DbData, now: number, key: string, sig: string, scope: string): UploadGate {
  const source = key ? db.sources.find((s) => s.key === key) : undefined;
  if (!source || sig !== uploadSignature(key, scope) || source.saved || now > source.expireAt) {
    return { refused: { status: 403, message: (lang) => serverMessage(lang, 'uploadCredential') } };
  }
  return { source, maxBytes: source.fileSize };
}

/** The upload rules of src/domain/upload.ts on the bytes that came, and no more than the STS call declared. */
export function checkUpload(source: DbSource, size: number): UploadRefusal | null {
  if (size > source.fileSize) {
    return { status: 413, message: (lang) => serverMessage(lang, 'uploadTooLarge', { limit: source.fileSize }) };
  }
  const bad = checkFile(source.kind, { name: source.fileName, size });
  return bad ? { status: 400, message: (lang) => ruleMessage(lang, bad.key, bad.values) } : null;
}
