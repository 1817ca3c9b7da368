// STORAGE_PATH_STYLE (issue 19, deployment on Aliyun OSS / Tencent COS): path-style by default, virtual-hosted when 0.
import { describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../src/plugins/storage/config.js';
import { S3StorageAdapter } from '../../src/plugins/storage/s3.js';

const s3Env = { STORAGE_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', STORAGE_BUCKET: 'finedu', STORAGE_ACCESS_KEY: 'ak', STORAGE_SECRET_KEY: 'sk-0123456789abcdef' };

describe('STORAGE_PATH_STYLE', () => {
  it('is path-style unless set to 0 or false, and refuses other values', () => {
    expect(loadStorageConfig(s3Env).s3?.pathStyle).toBe(true);
    expect(loadStorageConfig({ ...s3Env, STORAGE_PATH_STYLE: '1' }).s3?.pathStyle).toBe(true);
    expect(loadStorageConfig({ ...s3Env, STORAGE_PATH_STYLE: '0' }).s3?.pathStyle).toBe(false);
    expect(loadStorageConfig({ ...s3Env, STORAGE_PATH_STYLE: 'false' }).s3?.pathStyle).toBe(false);
    expect(() => loadStorageConfig({ ...s3Env, STORAGE_PATH_STYLE: 'virtual' })).toThrow(/STORAGE_PATH_STYLE/);
  });

  it('signs links with the bucket in the path, or in the host name when virtual-hosted', async () => {
    const of = (pathStyle: boolean) => new S3StorageAdapter({ ...loadStorageConfig({ ...s3Env, STORAGE_PATH_STYLE: pathStyle ? '1' : '0' }).s3!, publicUrl: '' });
    const pathUrl = new URL(await of(true).getUrl('uploads/a.csv', 60));
    expect([pathUrl.host, pathUrl.pathname]).toEqual(['oss-cn-hangzhou.aliyuncs.com', '/finedu/uploads/a.csv']);
    const hostUrl = new URL(await of(false).getUrl('uploads/a.csv', 60));
    expect([hostUrl.host, hostUrl.pathname]).toEqual(['finedu.oss-cn-hangzhou.aliyuncs.com', '/uploads/a.csv']);
  });
});
