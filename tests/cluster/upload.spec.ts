// (b) A multipart upload started on A finishes on B: the upload's state lives in PostgreSQL and its parts in the
// bucket both instances share, so B resumes it after A died, and the file reads back whole through nginx.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ensureBothRunning, instanceBase, killInstance, PART_BYTES, readState, startInstance } from './cluster';
import { answer, apiSignIn } from './helpers';

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

interface UploadSession {
  id: string;
  part_size: number;
  status: string;
  parts: Array<{ part_number: number }>;
}

test.beforeEach(ensureBothRunning);

test('a multipart upload started on A, A killed, resumed and completed on B, read back through nginx', async ({ request }) => {
  const state = readState();
  const a = instanceBase('a', state);
  const b = instanceBase('b', state);
  const teacher = await apiSignIn(request, 'teacher');
  const bytes = randomBytes(2 * PART_BYTES + 4321);
  const file = { filename: `cluster-${randomBytes(3).toString('hex')}.bin`, size: bytes.length, md5: md5(bytes) };
  const partOf = (n: number, size: number) => new Uint8Array(bytes.subarray((n - 1) * size, n * size));
  /** Signs part `n` on `base`, PUTs it straight to the bucket and records its ETag on `recordOn`. */
  const sendPart = async (id: string, size: number, n: number, base: string, recordOn: string) => {
    const signed = await answer<{ parts: Array<{ part_number: number; url: string }> }>(await request.post(`${base}/api/admin/upload/${id}/sign`, { headers: teacher.headers, data: { part_numbers: [n] } }));
    expect(signed.code, signed.message).toBe(1);
    expect(new URL(signed.data.parts[0]!.url).port).toBe(String(state.ports.s3));
    const put = await fetch(signed.data.parts[0]!.url, { method: 'PUT', body: partOf(n, size) });
    expect(put.status).toBe(200);
    const recorded = await answer(await request.post(`${recordOn}/api/admin/upload/${id}/part`, { headers: teacher.headers, data: { part_number: n, etag: put.headers.get('etag'), size: partOf(n, size).length } }));
    expect(recorded.code, recorded.message).toBe(1);
  };

  // On A: start, and the first part (signed and recorded on A).
  const created = await answer<UploadSession>(await request.post(`${a}/api/admin/upload`, { headers: teacher.headers, data: file }));
  expect(created.code, created.message).toBe(1);
  const { id, part_size: size } = created.data;
  expect(size).toBe(PART_BYTES);
  await sendPart(id, size, 1, a, a);
  // The second part is signed on A and recorded on B: either may take any call of an upload.
  await sendPart(id, size, 2, a, b);

  await killInstance('a');
  // On B: the same file again resumes the upload A started, with parts 1 and 2 done.
  const resumed = await answer<UploadSession>(await request.post(`${b}/api/admin/upload`, { headers: teacher.headers, data: file }));
  expect(resumed.code, resumed.message).toBe(1);
  expect(resumed.data.id).toBe(id);
  expect(resumed.data.parts.map((p) => p.part_number).sort()).toEqual([1, 2]);
  await sendPart(id, size, 3, b, b);
  const done = await answer<{ url: string; filename: string }>(await request.post(`${b}/api/admin/upload/${id}/complete`, { headers: teacher.headers, data: {} }));
  expect(done.code, done.message).toBe(1);
  expect(done.data.filename).toBe(file.filename);

  // The link B signed reads through nginx (served by whichever instance) and redirects to the shared bucket.
  const read = await fetch(new URL(done.data.url, `http://127.0.0.1:${state.ports.nginx}`));
  expect(read.status).toBe(200);
  expect(md5(new Uint8Array(await read.arrayBuffer()))).toBe(file.md5);

  // A, back, reads the same link too (one link secret across the instances).
  await startInstance('a');
  const again = await fetch(new URL(done.data.url, a), { redirect: 'manual' });
  expect(again.status).toBe(302);
  expect(new URL(again.headers.get('location') ?? '').port).toBe(String(state.ports.s3));
});
