import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helper.js';

// The built Storybook at /storybook/: served when STORYBOOK_ENABLED is on, the app's 404 when off (the default).
let storybookDir: string;

beforeAll(() => {
  storybookDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-storybook-'));
  fs.writeFileSync(path.join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title><script>window.CONFIG_TYPE="PRODUCTION"</script>');
  fs.writeFileSync(path.join(storybookDir, 'index.json'), '{"v":5,"entries":{}}');
  fs.mkdirSync(path.join(storybookDir, 'sb-manager'));
  fs.writeFileSync(path.join(storybookDir, 'sb-manager', 'runtime.js'), 'console.log(1)');
});
afterAll(() => fs.rmSync(storybookDir, { recursive: true, force: true }));

describe('STORYBOOK_ENABLED', () => {
  it('is off by default and reads the flag and the folder', () => {
    expect(loadConfig({}).storybook.enabled).toBe(false);
    expect(loadConfig({}).storybook.dir).toMatch(/storybook-static$/);
    expect(loadConfig({ STORYBOOK_ENABLED: '1', STORYBOOK_DIR: storybookDir }).storybook).toEqual({ enabled: true, dir: storybookDir });
    expect(loadConfig({ STORYBOOK_ENABLED: 'off' }).storybook.enabled).toBe(false);
  });
});

describe('/storybook/', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 404 when the setting is off, even with a built Storybook', async () => {
    t = await createTestApp({ storybook: { enabled: false, dir: storybookDir } });
    for (const url of ['/storybook/', '/storybook', '/storybook/index.json', '/storybook/sb-manager/runtime.js']) {
      const res = await t.request(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      await res.body?.cancel();
    }
  });

  it('serves the built Storybook when on, with a page policy that runs only its own scripts', async () => {
    t = await createTestApp({ storybook: { enabled: true, dir: storybookDir } });
    const page = await t.request('/storybook/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Storybook</title>');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src ${t.baseUrl}/storybook/ 'unsafe-inline'`);
    expect(csp).not.toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");

    const script = await t.request('/storybook/sb-manager/runtime.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log(1)');
    const index = await t.request('/storybook/index.json');
    expect(await index.json()).toEqual({ v: 5, entries: {} });

    // Without the slash, a redirect to it (Storybook's URLs are relative); no escape from the folder.
    const bare = await t.request('/storybook', { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
    const escape = await t.request('/storybook/..%2f..%2fetc%2fpasswd');
    expect([403, 404]).toContain(escape.status);
    await escape.body?.cancel();

    // The app's own pages keep the app's policy.
    const api = await t.request('/api/health');
    expect(api.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  it('answers 404 when on but not built', async () => {
    t = await createTestApp({ storybook: { enabled: true, dir: path.join(storybookDir, 'missing') } });
    const res = await t.request('/storybook/');
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
