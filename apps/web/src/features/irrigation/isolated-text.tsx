import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

/** Private-use marks around an isolated value's index while the sentence is put together (never shown). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKED = /\uE000(\d+)\uE001/;

/**
 * A translated sentence whose `isolated` values sit in `<bdi>` elements: names and other text a user or a table wrote
 * (a profile called "FAO-56 Winter wheat (non-frozen soil)", a field name) keep their own direction inside an Arabic
 * sentence, and the sentence around them keeps its order (without isolation the bidirectional algorithm pulls the
 * Latin text's brackets and the neighbouring words into one run). The text is the same as `t(key, values)`.
 */
export function isolatedT(t: TFunction, key: string, values: Record<string, string | number>, isolated: readonly string[]): ReactNode {
  const marked: Record<string, string | number> = { ...values };
  isolated.forEach((name, i) => {
    marked[name] = `${OPEN}${i}${CLOSE}`;
  });
  const parts = String(t(key, marked)).split(MARKED);
  if (parts.length === 1) return parts[0];
  return parts.map((part, i) => (i % 2 === 0 ? part : <bdi key={i}>{String(values[isolated[Number(part)]!] ?? '')}</bdi>));
}

/** A value isolated inside a plain-text sentence (a confirmation's message): FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, the text form of `<bdi>`. */
export const isolatedValue = (value: string) => `\u2068${value}\u2069`;
