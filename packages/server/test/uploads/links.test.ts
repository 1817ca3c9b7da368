// Links to stored files and the references kept instead of them, in the texts they travel in (JSON, markdown,
// sanitised HTML): only what the server signed is ever turned into a link.
import { StorageLinks } from '../../src/plugins/storage/links.js';

const KEY = 'uploads/media/7/0123456789abcdef0123456789abcdef.png';
let now = 1_800_000_000_000;
const links = new StorageLinks({ secret: 'a-test-secret-of-some-length', ttl: 300, now: () => now });

describe('StorageLinks', () => {
  test('a link lives at most its TTL, and its expiry only moves by whole steps (repeated answers share one URL)', () => {
    const first = links.link(KEY, { name: '封面.png' });
    const expires = Number(new URL(first.url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - now).toBeLessThanOrEqual(300_000);
    expect(expires * 1000 - now).toBeGreaterThan(300_000 - 60_000);
    expect(links.link(KEY, { name: '封面.png' }).url).toBe(first.url);
    expect(links.check(KEY, Object.fromEntries(new URL(first.url, 'http://x').searchParams))).toBe('valid');
    now += 301_000;
    expect(links.check(KEY, Object.fromEntries(new URL(first.url, 'http://x').searchParams))).toBe('expired');
    expect(links.check('uploads/media/8/other.png', Object.fromEntries(new URL(first.url, 'http://x').searchParams))).toBe('invalid');
  });

  test('a reference downloads nothing and resolves to the file it was issued for', () => {
    const reference = links.reference(KEY, 'a.png');
    const query = Object.fromEntries(new URL(reference, 'http://x').searchParams);
    expect(query.expires).toBeUndefined();
    expect(links.check(KEY, query)).toBe('invalid');
    expect(links.resolve(reference)).toEqual({ key: KEY, name: 'a.png' });
  });

  test('links become references and references fresh links inside markdown, HTML and JSON', () => {
    const link = links.link(KEY, { name: 'a.png' }).url;
    const markdown = `![图](${link}) and [下载](${link})`;
    const stored = links.referenceText(markdown);
    expect(stored).not.toMatch(/expires=|signature=/);
    expect(stored.match(/ref=/g)).toHaveLength(2);
    expect(stored).toMatch(/^!\[图\]\(\/storage\/[^)]+\) and \[下载\]\(\/storage\/[^)]+\)$/);

    // Sanitised HTML writes & as &amp;: it stays so. (A bare & before our parameter names is no character reference.)
    const html = `<img src="${links.reference(KEY, 'a.png').replaceAll('&', '&amp;')}" alt="x">`;
    const served = links.refreshText(html);
    expect(served).toMatch(/^<img src="\/storage\/uploads\/media\/7\/[0-9a-f]+\.png\?expires=\d+&amp;name=a\.png&amp;signature=[\w-]+" alt="x">$/);

    const json = JSON.stringify({ cover: links.reference(KEY, 'c.png'), key: KEY, oss_host: '/storage/' });
    const answer = JSON.parse(links.refreshText(json)) as { cover: string; key: string; oss_host: string };
    expect(links.check(KEY, Object.fromEntries(new URL(answer.cover, 'http://x').searchParams))).toBe('valid');
    expect(answer.key).toBe(KEY);
    expect(answer.oss_host).toBe('/storage/');
  });

  test('what the server never signed stays as it was typed', () => {
    const typed = [
      `/storage/${KEY}?ref=${'A'.repeat(43)}`,
      `/storage/${KEY}?expires=99999999999&signature=forged`,
      `/storage/${KEY}?expires=99999999999&signature=${'B'.repeat(43)}&extra=1`,
      `/storage/${KEY}`,
    ];
    for (const text of typed) {
      expect(links.refreshText(text)).toBe(text);
      expect(links.referenceText(text)).toBe(text);
      expect(links.resolve(text)).toBeNull();
    }
    // A real reference with a parameter added is no longer ours either.
    const tampered = `${links.reference(KEY)}&name=other.png`;
    expect(links.resolve(tampered)).toBeNull();
  });
});
