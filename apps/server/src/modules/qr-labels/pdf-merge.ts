import { PDFDocument } from 'pdf-lib';
import { runCpuTask } from '../../shared/cpu-pool';

interface MergeInput {
  parts: Uint8Array[];
  title: string;
}

/** Worker task: the pages of every part, in order, as one PDF. */
export async function mergePdfsTask({ parts, title }: MergeInput): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  for (const bytes of parts) {
    const part = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(part, part.getPageIndices())) merged.addPage(page);
  }
  merged.setTitle(title);
  merged.setProducer('Rayyan');
  return merged.save();
}

/** Joins printed parts into one PDF in the CPU worker pool (parsing and writing hundreds of pages never holds the event loop). */
export function mergePdfs(parts: Uint8Array[], title: string): Promise<Uint8Array> {
  return runCpuTask<MergeInput, Uint8Array>(new URL('./pdf-merge.ts', import.meta.url), 'mergePdfsTask', { parts, title }, { transfer: parts.map((p) => p.buffer as ArrayBuffer), timeoutMs: 120_000 });
}
