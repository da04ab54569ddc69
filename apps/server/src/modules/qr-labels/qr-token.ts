import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The short signed link a QR label carries (issue #12: never an internal id in clear): the tree's id (16 bytes)
 * enciphered with AES-128 (one block, so the same tree always gives the same label), then 6 bytes of an
 * HMAC-SHA-256 tag over the id, base64url: 30 characters. Anyone can read the label, nobody can make one
 * up or alter it: a changed character fails the tag. Keys come from the server's secret.
 */
export interface QrTokens {
  sign(treeId: string): string;
  /** The tree id, or null for a forged or damaged token. */
  verify(token: string): string | null;
}

const TAG_BYTES = 6;

export function createQrTokens(secret: string): QrTokens {
  const keys = createHmac('sha256', secret).update('rayyan qr labels v1').digest();
  const cipherKey = keys.subarray(0, 16);
  const macKey = keys.subarray(16);
  const tag = (id: Buffer) => createHmac('sha256', macKey).update(id).digest().subarray(0, TAG_BYTES);
  const block = (encrypt: boolean, data: Buffer) => {
    const cipher = encrypt ? createCipheriv('aes-128-ecb', cipherKey, null) : createDecipheriv('aes-128-ecb', cipherKey, null);
    cipher.setAutoPadding(false);
    return Buffer.concat([cipher.update(data), cipher.final()]);
  };
  return {
    sign(treeId) {
      const id = Buffer.from(treeId.replace(/-/g, ''), 'hex');
      if (id.length !== 16) throw new Error('not a uuid');
      return Buffer.concat([block(true, id), tag(id)]).toString('base64url');
    },
    verify(token) {
      if (!/^[A-Za-z0-9_-]{30}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      // Only the canonical spelling: the last character's unused bits must be zero, so one label has one token.
      if (bytes.length !== 16 + TAG_BYTES || bytes.toString('base64url') !== token) return null;
      const id = block(false, bytes.subarray(0, 16));
      if (!timingSafeEqual(tag(id), bytes.subarray(16))) return null;
      const hex = id.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}

/** The path of a label's link in the web app: `/trees/q/<token>` (under the tree menu, so whoever may see trees may open it). */
export const qrLinkPath = (token: string) => `/trees/q/${token}`;
