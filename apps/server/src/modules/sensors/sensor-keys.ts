import { createHash, randomBytes } from 'node:crypto';

/** Device keys start with this, so a leaked one is recognisable (and searchable in logs and repositories). */
const PREFIX = 'rsk_';

/** A new device key: 32 random bytes (256 bits) in base64url after the prefix. */
export function newDeviceKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/**
 * The stored form of a device key: its SHA-256, hex. A fast unsalted hash is right here, unlike for passwords: the
 * key is 256 random bits, not something a person chose, so no dictionary or brute force can reach it however fast
 * the hash, and a deterministic hash lets every request (HTTP or MQTT, thousands a second) find its sensor by one
 * indexed lookup instead of a slow per-row password check.
 */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key of an `Authorization: Device <key>` header, or undefined. */
export function deviceKeyOf(header: string | undefined): string | undefined {
  const match = /^Device\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The MQTT topic a sensor publishes its readings to. */
export const readingsTopic = (orgCode: string, sensorCode: string) => `rayyan/${orgCode}/${sensorCode}/readings`;
