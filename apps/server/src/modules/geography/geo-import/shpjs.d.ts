// shpjs 6 ships no type declarations (and @types/shpjs describes v3); only what we call is declared.
declare module 'shpjs' {
  import type { Geometry } from 'geojson';
  /** Parses a .shp (one geometry or null per record); with `prj` it would reproject — we never pass it. */
  export function parseShp(shp: ArrayBuffer | ArrayBufferView, prj?: string | false): Array<Geometry | null>;
  /** Parses a .dbf into one attribute object per record; `cpg` is the code page (.cpg file). */
  export function parseDbf(dbf: ArrayBuffer | ArrayBufferView, cpg?: string | ArrayBufferView): Array<Record<string, unknown>>;
}
