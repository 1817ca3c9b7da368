// An external Jupyter Server or Jupyter Enterprise Gateway (NOTEBOOK_URL, NOTEBOOK_TOKEN) as the notebook backend
// (issue 19): kernels, their sandbox and their files are the external side's; the platform reaches users' folders only
// through Jupyter's contents API (`u<userId>/…` below the server's root). The grading process stays on this host,
// in whatever sandbox this host allows (graderSandbox.ts): it talks to the kernel over the kernel channel only.
import { jupyterRequest, type NotebookBackend } from './backend.js';
import type { GraderCommand } from './graderSandbox.js';
import { graderCommandFor } from './graderSandbox.js';
import { homeSegments, isPlainName, UnsafeHomePathError } from './homeFs.js';
import { detectSandbox, type NotebookLog } from './sandbox.js';
import type { NotebookSettings } from './settings.js';

const TIMEOUT_MS = 30_000;

const encodePath = (path: string): string => path.split('/').map(encodeURIComponent).join('/');

interface ContentsModel {
  type?: string;
}

export class ExternalJupyter implements NotebookBackend {
  readonly url: string;
  readonly token: string;
  private grader: GraderCommand | null = null;

  constructor(
    private readonly settings: NotebookSettings,
    private readonly log: NotebookLog,
  ) {
    if (!settings.external) throw new Error('ExternalJupyter needs NOTEBOOK_URL');
    this.url = settings.external.url;
    this.token = settings.external.token;
  }

  /**
   * Checks the server accepts the token (api/status): a refused token fails the start; an unreachable server is
   * logged, and the gateway answers "unavailable" until it is back (it may start after the API).
   */
  async check(): Promise<void> {
    let status: number;
    try {
      status = (await this.request('GET', 'api/status')).status;
    } catch (err) {
      this.log.error({ err, url: this.url }, 'notebook: the external Jupyter Server (NOTEBOOK_URL) cannot be reached yet');
      return;
    }
    if (status === 401 || status === 403) throw new Error(`the external Jupyter Server at ${this.url} refused NOTEBOOK_TOKEN (${status})`);
    if (status !== 200) this.log.error({ status, url: this.url }, 'notebook: the external Jupyter Server (NOTEBOOK_URL) answered api/status with an error');
  }

  /** Creates `u<userId>/<subdir>` folder by folder through the contents API; a file where a folder belongs is refused. */
  async prepareUserFolder(userId: number, subdir: string): Promise<void> {
    let walked = `u${userId}`;
    for (const name of ['', ...homeSegments(userId, subdir)]) {
      if (name) walked = `${walked}/${name}`;
      const found = await this.contents('GET', `${encodePath(walked)}?content=0`);
      if (found.status === 200) {
        if ((found.body as ContentsModel | null)?.type !== 'directory') throw new UnsafeHomePathError(userId, walked);
        continue;
      }
      if (found.status !== 404) throw new Error(`Jupyter contents GET ${walked} answered ${found.status}`);
      const made = await this.contents('PUT', encodePath(walked), { type: 'directory' });
      // 409: made meanwhile by another request; checked on the next call.
      if (made.status !== 200 && made.status !== 201 && made.status !== 409) throw new Error(`Jupyter contents PUT ${walked} answered ${made.status}`);
    }
  }

  /** Writes files (exact bytes, base64) into `u<userId>/<subdir>`, replacing what is there. */
  async writeUserFiles(userId: number, subdir: string, files: Array<{ filename: string; bytes: Uint8Array }>): Promise<void> {
    await this.prepareUserFolder(userId, subdir);
    const folder = subdir ? `u${userId}/${subdir}` : `u${userId}`;
    for (const file of files) {
      if (!isPlainName(file.filename)) throw new UnsafeHomePathError(userId, file.filename);
      const res = await this.contents('PUT', encodePath(`${folder}/${file.filename}`), {
        type: 'file',
        format: 'base64',
        content: Buffer.from(file.bytes).toString('base64'),
      });
      if (res.status !== 200 && res.status !== 201) throw new Error(`Jupyter refused ${file.filename}: ${res.status}`);
    }
  }

  /**
   * The grader runs here, not on the external server: it gets this host's sandbox (bubblewrap or its own uid with
   * rlimits when the API runs as root; a plain process otherwise, said once in the log).
   */
  graderCommand(): GraderCommand {
    if (this.grader === null) {
      const quiet: NotebookLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as NotebookLog;
      const report = detectSandbox(this.settings.sandbox, quiet);
      if (report.mode === 'none') this.log.warn({ problems: report.problems }, 'notebook: the grader runs without a sandbox on this host (kernels are sandboxed by the external Jupyter)');
      else this.log.info({ mode: report.mode }, 'notebook: the grader runs in this host’s sandbox');
      this.grader = graderCommandFor(report, this.settings.sandboxLimits, this.settings.python);
    }
    return this.grader;
  }

  async close(): Promise<void> {}

  private contents(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return this.request(method, `api/contents/${path}`, body);
  }

  private request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return jupyterRequest(this, method, path, body, TIMEOUT_MS);
  }
}
