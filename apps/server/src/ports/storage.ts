import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** A stored file. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** Where uploaded files live: a local folder by default, object storage in production (ARCHITECTURE). */
export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Files under `root`; keys are relative paths made by the server, never by clients. */
export class LocalFolderStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private path(key: string) {
    const path = resolve(this.root, key);
    if (!SAFE_KEY.test(key) || key.includes('..') || !path.startsWith(resolve(this.root) + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, file: StoredFile) {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.data);
    await writeFile(`${path}.type`, file.contentType);
  }

  async get(key: string) {
    const path = this.path(key);
    try {
      const [data, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string) {
    const path = this.path(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }
}

/** In-memory storage for tests. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, StoredFile>();
  async put(key: string, file: StoredFile) {
    this.files.set(key, { data: Buffer.from(file.data), contentType: file.contentType });
  }
  async get(key: string) {
    return this.files.get(key);
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

/** The default storage of an install: `<DATA_DIR>/uploads`. */
export const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');
