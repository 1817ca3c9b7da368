import fs from 'node:fs';
import path from 'node:path';
import S3rver from 's3rver';
import { BUCKET, clusterPorts, startCluster, stopCluster } from './cluster';

// The bucket lets browsers PUT parts and read the ETag, as docs/deploy/README.md asks of a real bucket.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/** Starts the cluster once for the run; the returned function (Playwright's teardown) stops it and removes its folder. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = path.dirname(process.env.CLUSTER_STATE!);
  const ports = clusterPorts();
  // s3rver lives in the runner's process for the whole run: a real S3 API (multipart, presigned URLs) on disk.
  const s3 = new S3rver({ port: ports.s3, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [CORS] }] });
  await s3.run();
  const teardown = async () => {
    try {
      await stopCluster();
    } finally {
      await s3.close();
      if (!process.env.CLUSTER_KEEP) fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await startCluster(dir, ports);
  } catch (error) {
    await teardown().catch(() => undefined);
    throw error;
  }
  return teardown;
}
