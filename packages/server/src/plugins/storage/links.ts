// Links to stored files, and the references kept in the database in their place.
//
// A link (`/storage/<key>?expires=…&signature=…[&name=…]`) is what a browser follows: it is a bearer link, so it
// lives minutes (STORAGE_LINK_TTL) and is issued per request, in an answer to a signed-in user who may read what
// holds it. A reference (`/storage/<key>?name=…&ref=…`) is what a course cover, a dataset or a question keeps:
// it downloads nothing, it only proves that the server issued it. Request bodies have their links turned into
// references before anything is stored; answers have their references (and links, even expired ones, e.g. kept
// before references existed) turned into fresh links. A string the server never signed is never signed later,
// so nobody can obtain a link to a file by typing its key.
import { encodeKeyPath } from './adapter.js';
import { isSignedBy, signAction, verifyAction } from './signing.js';

export interface StorageLinksOptions {
  /** HMAC secret of links and references. */
  secret: string;
  /** Where links point (`/storage/` on our origin). */
  baseUrl?: string;
  /** Public base URL (CDN or public bucket): when set, every stored file is public and links are plain URLs. */
  publicUrl?: string;
  /** Seconds a link handed to a signed-in user lives. */
  ttl: number;
  now?: () => number;
}

export interface IssuedLink {
  url: string;
  /** When the link stops working; `null` for a public URL. */
  expiresAt: Date | null;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** What a `/storage/` URL in a link or reference carries. */
interface StorageUrlParts {
  key: string;
  name: string | undefined;
  expires: number | undefined;
  signature: string | undefined;
  ref: string | undefined;
}

// A link or reference inside any text (JSON, markdown, sanitised HTML where `&` is `&amp;`): the key's path
// (encodeKeyPath output) and a query of only the parameters we write (URLSearchParams output).
const KEY_PATH = '[A-Za-z0-9._~%!*\'()-]+(?:/[A-Za-z0-9._~%!*\'()-]+)*';
const PARAM = '[a-z]+=[A-Za-z0-9*._%+-]*';
const IN_TEXT = new RegExp(`/storage/(${KEY_PATH})\\?(${PARAM}(?:(?:&amp;|&)${PARAM})*)`, 'g');
const PARAMS = new Set(['expires', 'signature', 'name', 'ref']);

/** At most 80 characters of a file name (its extension kept), so that a link fits wherever a URL is stored. */
function shortName(name: string): string {
  const chars = [...name];
  if (chars.length <= 80) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 11 ? name.slice(dot) : '';
  return chars.slice(0, 80 - [...ext].length).join('') + ext;
}

function parseParts(path: string, query: string): StorageUrlParts | null {
  let key: string;
  try {
    key = path.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const params = new URLSearchParams(query.replaceAll('&amp;', '&'));
  for (const name of params.keys()) if (!PARAMS.has(name)) return null;
  const expires = params.get('expires');
  return {
    key,
    name: params.get('name') ?? undefined,
    expires: expires === null ? undefined : Number(expires),
    signature: params.get('signature') ?? undefined,
    ref: params.get('ref') ?? undefined,
  };
}

export class StorageLinks {
  readonly ttl: number;
  private readonly secret: string;
  private readonly baseUrl: string;
  private readonly publicUrl: string;
  private readonly now: () => number;

  constructor(options: StorageLinksOptions) {
    this.secret = options.secret;
    this.baseUrl = options.baseUrl ?? '/storage/';
    this.publicUrl = options.publicUrl ?? '';
    this.ttl = options.ttl;
    this.now = options.now ?? Date.now;
  }

  /** Every stored file is public (STORAGE_PUBLIC_URL or CDN_PREFIX): links are plain, lasting URLs. */
  get isPublic(): boolean {
    return this.publicUrl !== '';
  }

  /**
   * A link to the file at `key`, downloading as `name`, that stops working after at most `ttl` seconds. The expiry
   * is rounded down to a step (a fifth of the TTL, at most a minute) so repeated answers share one URL and the
   * browser's cache, and a link never outlives its TTL.
   */
  link(key: string, options: { name?: string | undefined; ttl?: number } = {}): IssuedLink {
    if (this.isPublic) return { url: `${this.publicUrl}${encodeKeyPath(key)}`, expiresAt: null };
    const ttl = options.ttl ?? this.ttl;
    const step = Math.max(1, Math.min(60, Math.floor(ttl / 5)));
    const nowSeconds = Math.floor(this.now() / 1000);
    const expires = Math.max(nowSeconds + 1, Math.floor((nowSeconds + ttl) / step) * step);
    const name = options.name === undefined ? undefined : shortName(options.name);
    const signature = signAction(this.secret, { method: 'GET', key, name }, expires);
    const query = new URLSearchParams({ expires: String(expires), ...(name === undefined ? {} : { name }), signature });
    return { url: `${this.baseUrl}${encodeKeyPath(key)}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
  }

  /** What the database keeps for the file at `key`: it downloads nothing until it is resolved into a link. */
  reference(key: string, name?: string): string {
    name = name === undefined ? undefined : shortName(name);
    const mac = signAction(this.secret, { method: 'REF', key, name }, 0);
    const query = new URLSearchParams({ ...(name === undefined ? {} : { name }), ref: mac });
    return `${this.baseUrl}${encodeKeyPath(key)}?${query.toString()}`;
  }

  /** Seconds from now until `expires` (unix seconds). */
  secondsUntil(expires: number): number {
    return expires - Math.floor(this.now() / 1000);
  }

  /** Checks a link's signature and expiry (the /storage routes call this). */
  check(key: string, query: { expires?: string | undefined; signature?: string | undefined; name?: string | undefined }): LinkCheck {
    const expires = Number(query.expires ?? NaN);
    const signature = query.signature ?? '';
    const action = { method: 'GET', key, name: query.name } as const;
    if (verifyAction(this.secret, action, expires, signature, Math.floor(this.now() / 1000))) return 'valid';
    return isSignedBy(this.secret, action, expires, signature) ? 'expired' : 'invalid';
  }

  /** The file a link or reference of ours stands for (expired links included); `null` for anything we never signed. */
  resolve(url: string): { key: string; name: string | undefined } | null {
    const at = url.indexOf('/storage/');
    const query = url.indexOf('?', at);
    if (at < 0 || query < 0) return null;
    return this.issued(parseParts(url.slice(at + '/storage/'.length, query), url.slice(query + 1)));
  }

  /** Every link or reference of ours in `text` as a fresh link (answers to the browser). */
  refreshText(text: string, ttl = this.ttl): string {
    if (!text.includes('/storage/')) return text;
    return text.replace(IN_TEXT, (whole, path: string, query: string) => {
      const file = this.issued(parseParts(path, query));
      if (file === null) return whole;
      const { url } = this.link(file.key, { name: file.name, ttl });
      return query.includes('&amp;') ? url.replaceAll('&', '&amp;') : url;
    });
  }

  /** Every link or reference of ours in `text` as a reference (what is stored). */
  referenceText(text: string): string {
    if (!text.includes('/storage/') || this.isPublic) return text;
    return text.replace(IN_TEXT, (whole, path: string, query: string) => {
      const file = this.issued(parseParts(path, query));
      if (file === null) return whole;
      const reference = this.reference(file.key, file.name);
      return query.includes('&amp;') ? reference.replaceAll('&', '&amp;') : reference;
    });
  }

  /** The file of a link or reference whose signature is ours (a link's expiry does not matter here). */
  private issued(parts: StorageUrlParts | null): { key: string; name: string | undefined } | null {
    if (parts === null) return null;
    const { key, name } = parts;
    if (parts.ref !== undefined) {
      return parts.expires === undefined && parts.signature === undefined && isSignedBy(this.secret, { method: 'REF', key, name }, 0, parts.ref) ? { key, name } : null;
    }
    if (parts.expires === undefined || parts.signature === undefined) return null;
    return isSignedBy(this.secret, { method: 'GET', key, name }, parts.expires, parts.signature) ? { key, name } : null;
  }
}
