// The platform self-test (the Test route, issue 12): each subsystem exercised for real, one after another, with its
// time: a database write and read, a storage upload through a signed part URL and a presigned download, a kernel of
// its own computing 1+1, the SMS sender, and the scheduled jobs' last runs. Nothing is left behind.
import { randomUUID } from 'node:crypto';
import type { SelfTestCheck, SelfTestCheckKey, SelfTestReport, SelfTestRequest } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformSettings } from '../../db/schema/index.js';
import type { Locale } from '../../i18n.js';
import type { AuthUser } from '../../types.js';
import { KernelChannel, startScratchKernel, stopEvaluationKernel } from '../../runtime/index.js';

type Outcome = { status: SelfTestCheck['status']; zh: string; en: string };
const LATE_INTERVALS = 3;
const SELF_TEST_MIME = 'application/x-finedu-selftest';
export const SMS_TEST_CODE = '246810';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export class SelfTest {
  constructor(private readonly app: FastifyInstance) {}

  async run(caller: AuthUser, request: SelfTestRequest, locale: Locale): Promise<SelfTestReport> {
    const started = new Date();
    const steps: Array<[SelfTestCheckKey, () => Promise<Outcome>]> = [
      ['database', () => this.database()],
      ['storage', () => this.storage()],
      ['kernel', () => this.kernel(caller)],
      ['sms', () => this.sms(request.sms_phone)],
      ['jobs', () => this.jobs()],
    ];
    const checks: SelfTestCheck[] = [];
    for (const [key, step] of steps) {
      const t0 = performance.now();
      let outcome: Outcome;
      try {
        outcome = await step();
      } catch (error) {
        outcome = { status: 'fail', zh: `失败：${message(error)}`, en: `Failed: ${message(error)}` };
      }
      checks.push({ key, status: outcome.status, duration_ms: Math.round(performance.now() - t0), detail: locale === 'zh' ? outcome.zh : outcome.en });
    }
    this.app.log.info({ operator: caller.id, checks: checks.map((c) => `${c.key}:${c.status}`) }, 'operations: self-test run');
    return { started_at: started.toISOString(), finished_at: new Date().toISOString(), checks };
  }

  /** A row written, read back and deleted in one transaction-free round, as any request would. */
  private async database(): Promise<Outcome> {
    const key = `selftest:${randomUUID()}`;
    const value = { at: new Date().toISOString() };
    await this.app.db.insert(platformSettings).values({ key, value });
    try {
      const [row] = await this.app.db.select().from(platformSettings).where(eq(platformSettings.key, key));
      if (JSON.stringify(row?.value) !== JSON.stringify(value)) return { status: 'fail', zh: '写入的记录读回不一致', en: 'The row read back differs from the one written' };
    } finally {
      await this.app.db.delete(platformSettings).where(eq(platformSettings.key, key));
    }
    return { status: 'ok', zh: `${this.app.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}：写入、读回、删除一条记录`, en: `${this.app.dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: a row written, read back and deleted` };
  }

  /** The browser's path: a signed part URL PUT, the upload completed, a presigned GET read back, then deleted. */
  private async storage(): Promise<Outcome> {
    const storage = this.app.storage;
    const key = `selftest/${randomUUID()}.txt`;
    const body = `finedu self-test ${randomUUID()}`;
    const { uploadId } = await storage.createMultipartUpload(key, { contentType: 'text/plain' });
    try {
      const put = await fetch(this.absolute(await storage.signPartUrl(key, uploadId, 1, 60)), { method: 'PUT', body });
      const etag = put.headers.get('etag');
      if (!put.ok || etag === null) return { status: 'fail', zh: `分片上传被拒绝（HTTP ${put.status}）`, en: `The part upload was refused (HTTP ${put.status})` };
      await storage.completeMultipartUpload(key, uploadId, [{ partNumber: 1, etag }]);
      const got = await fetch(this.absolute(await storage.getUrl(key, 60)));
      const text = await got.text();
      if (!got.ok || text !== body) return { status: 'fail', zh: `预签名下载读回不一致（HTTP ${got.status}）`, en: `The presigned download differs (HTTP ${got.status})` };
    } catch (error) {
      await storage.abortMultipartUpload(key, uploadId).catch(() => undefined);
      throw error;
    } finally {
      await storage.delete(key).catch(() => undefined);
    }
    if ((await storage.head(key)) !== null) return { status: 'fail', zh: '删除后对象仍然存在', en: 'The object is still there after the delete' };
    const driver = storage.driver === 's3' ? 'S3' : '本地磁盘';
    return { status: 'ok', zh: `${driver}：签名上传、预签名下载、删除`, en: `${storage.driver === 's3' ? 'S3' : 'Local disk'}: signed upload, presigned download, delete` };
  }

  /** A kernel of the operator's own (a scratch notebook in their folder) computes 1+1, then stops. */
  private async kernel(caller: AuthUser): Promise<Outcome> {
    const host = this.app.runtime.kernelHost();
    if (host === null) return { status: 'skipped', zh: '本实例未启用笔记本服务', en: 'This instance runs without the notebook service' };
    const kernel = await startScratchKernel(host, caller.id, '.self-test', '.self-test');
    try {
      const channel = await KernelChannel.open(host, kernel.kernelId);
      try {
        const result = await channel.execute(`from IPython.display import display\ndisplay({'${SELF_TEST_MIME}': str(1 + 1)}, raw=True)`, { silent: false, timeoutMs: 30_000, collect: SELF_TEST_MIME });
        const answer = result.collected?.[0];
        if (result.status !== 'ok' || answer !== '2') return { status: 'fail', zh: `内核未算出 1+1=2（${result.status} ${result.message}）`, en: `The kernel did not answer 1+1=2 (${result.status} ${result.message})` };
      } finally {
        channel.close();
      }
    } finally {
      await stopEvaluationKernel(host, kernel.sessionId);
    }
    return { status: 'ok', zh: '启动内核，计算 1+1 = 2，停止内核', en: 'A kernel started, computed 1+1 = 2, and stopped' };
  }

  /** The configured sender: a test code goes out only when a phone is given. */
  private async sms(phone: string | undefined): Promise<Outcome> {
    const sender = this.app.config.sms.sender;
    if (phone === undefined) {
      return sender === undefined
        ? { status: 'warn', zh: '未配置短信网关：验证码只写入服务器日志（填写手机号可发送一条测试验证码）', en: 'No SMS gateway: codes only go to the server log (give a phone to send a test code)' }
        : { status: 'ok', zh: '已配置短信网关（填写手机号可发送一条测试验证码）', en: 'An SMS gateway is configured (give a phone to send a test code)' };
    }
    if (sender === undefined) {
      this.app.log.info({ phone, code: SMS_TEST_CODE }, 'sms (self-test): no gateway configured; the code is only logged');
      return { status: 'warn', zh: `未配置短信网关：测试验证码 ${SMS_TEST_CODE} 已写入服务器日志`, en: `No SMS gateway: the test code ${SMS_TEST_CODE} went to the server log` };
    }
    await sender.send(phone, SMS_TEST_CODE);
    return { status: 'ok', zh: `测试验证码 ${SMS_TEST_CODE} 已发送至 ${phone}`, en: `The test code ${SMS_TEST_CODE} was sent to ${phone}` };
  }

  /** Every scheduled job ran on time (on some instance) and its last run succeeded. */
  private async jobs(): Promise<Outcome> {
    const now = Date.now();
    const late: string[] = [];
    const failed: string[] = [];
    const jobs = await this.app.jobs.list();
    for (const job of jobs) {
      const since = job.lastSuccess?.getTime() ?? null;
      if (job.intervalMs > 0 && since !== null && now - since > LATE_INTERVALS * job.intervalMs) late.push(job.name);
      if (job.lastRun !== null && !job.lastRun.ok) failed.push(`${job.name}（${job.lastRun.error ?? ''}）`);
    }
    if (late.length > 0) return { status: 'fail', zh: `超时未运行：${late.join('、')}`, en: `Late: ${late.join(', ')}` };
    if (failed.length > 0) return { status: 'warn', zh: `最近一次运行失败：${failed.join('、')}`, en: `Last run failed: ${failed.join(', ')}` };
    return { status: 'ok', zh: `${jobs.length} 个定时任务按时运行`, en: `${jobs.length} scheduled jobs on time` };
  }

  /** Local storage answers relative `/storage/…` URLs: they are this server's. */
  private absolute(url: string): string {
    if (/^https?:\/\//.test(url)) return url;
    const address = this.app.server.address();
    if (typeof address !== 'object' || address === null) return `http://127.0.0.1:${this.app.config.port}${url}`;
    const any = address.address === '0.0.0.0' || address.address === '::';
    const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}${url}`;
  }
}
