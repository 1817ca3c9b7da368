// Issue 12: the public home is the one call a visitor's browser makes before any sign-in, so it is probed like the
// IDOR sweep probes the rest: with two colleges holding one of everything (test/security/tenants.ts, each thing
// marked), the answer — to a visitor and to every role of either college — carries no college's marker and no
// platform draft, and is the same whoever asks (nothing of the caller leaks into it).
import type { PublicHome } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { setUpPlatform, setUpTenant, type Platform, type Tenant } from './tenants.js';

let t: TestApp;
let platform: Platform;
let one: Tenant;
let two: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  platform = await setUpPlatform(t, await t.login('admin'));
  const logins = (suffix: string) => ({ eduadmin: `eduadmin${suffix}`, teacher: `teacher${suffix}`, student: `student${suffix}` });
  one = await setUpTenant(t, platform, { name: 'college 1', marker: 'QZMKone', peerMarker: 'QZPRone', logins: logins(''), notebook: false });
  two = await setUpTenant(t, platform, { name: 'college 2', marker: 'QZMKtwo', peerMarker: 'QZPRtwo', logins: logins('2'), notebook: false });
}, 180_000);
afterAll(async () => t.close());

const homeAs = async (as?: Session, headers: Record<string, string> = {}) => {
  const res = await t.call<PublicHome>('GET', '/api/public/home', { as, headers });
  expect(res.code).toBe(1);
  return res.data;
};

describe('the public home under attack', () => {
  it('holds no college marker and no platform draft, for a visitor and for every role of both colleges', async () => {
    const visitor = await homeAs();
    const callers = [platform.admin, ...[one, two].flatMap((college) => [college.eduadmin, college.teacher, college.student, college.peer])];
    const markers = [platform.marker, one.marker, one.peerMarker, two.marker, two.peerMarker];
    for (const as of [undefined, ...callers]) {
      const data = await homeAs(as);
      const raw = JSON.stringify(data);
      for (const marker of markers) expect(raw).not.toContain(marker);
      expect(data).toEqual(visitor);
    }
  });

  it('ignores what a caller sends: query fields, a forged user id, a bad token', async () => {
    const visitor = await homeAs();
    const probes = ['?edu_id=1', '?status=draft', '?visibility=signed_in', '?page_size=100000', "?keyword=' or 1=1 --"];
    for (const probe of probes) {
      const res = await t.call<PublicHome>('GET', `/api/public/home${probe}`);
      expect(res.code).toBe(1);
      expect(res.data).toEqual(visitor);
    }
    expect(await homeAs(undefined, { authorization: 'Bearer not-a-token', 'x-user-id': String(one.eduadmin.user.id) })).toEqual(visitor);
  });
});
