// Resume state kept in a localStorage-like store: which md5 and upload a file had, so that after a page
// reload the same file skips hashing and its finished parts (the server holds the parts themselves).

/** The subset of `Storage` the upload client needs (localStorage, sessionStorage or a test double). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ResumeRecord {
  md5: string;
  upload_id: string;
  /** Epoch ms when saved; records older than `RESUME_TTL_MS` are ignored and dropped. */
  saved_at: number;
}

export const RESUME_KEY_PREFIX = 'finedu.upload:';
/** Unfinished uploads older than a week are started afresh. */
export const RESUME_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What identifies "the same file" across reloads without reading it: name, size and modification time. */
export function resumeKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${RESUME_KEY_PREFIX}${file.size}:${file.lastModified}:${file.name}`;
}

/** localStorage when the page has one and it works (private modes may throw); otherwise null. */
export function browserStore(): KeyValueStore | null {
  try {
    const store = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (!store) return null;
    const probe = `${RESUME_KEY_PREFIX}probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return null;
  }
}

export class ResumeState {
  constructor(
    private readonly store: KeyValueStore | null,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): ResumeRecord | null {
    if (!this.store) return null;
    try {
      const raw = this.store.getItem(key);
      if (raw === null) return null;
      const record = JSON.parse(raw) as Partial<ResumeRecord>;
      const valid = typeof record.md5 === 'string' && /^[a-f0-9]{32}$/.test(record.md5) && typeof record.upload_id === 'string' && typeof record.saved_at === 'number';
      if (!valid || this.now() - (record.saved_at as number) > RESUME_TTL_MS) {
        this.store.removeItem(key);
        return null;
      }
      return record as ResumeRecord;
    } catch {
      return null;
    }
  }

  set(key: string, record: Omit<ResumeRecord, 'saved_at'>): void {
    try {
      this.store?.setItem(key, JSON.stringify({ ...record, saved_at: this.now() }));
    } catch {
      // A full or unavailable store only costs the resume, never the upload.
    }
  }

  remove(key: string): void {
    try {
      this.store?.removeItem(key);
    } catch {
      // see set()
    }
  }
}
