// The student's kernel as the grader sees it: the agent installed after the student's code, then one silent
// execute_request per question, whose only output read is one display_data of ANSWER_MIME for that request.
import type { KernelChannel } from '../kernelRun.js';
import type { KernelAnswer, StudentKernel } from './hiddenTests.js';
import { agentInstallCode, agentRequestCode, ANSWER_MIME } from './programs.js';

const INSTALL_TIMEOUT_MS = 30_000;
/** Jupyter Server (Tornado) closes a kernel websocket on a message over 10 MiB: refuse larger questions here. */
const MAX_REQUEST_CHARS = 9 << 20;
const TOO_LARGE = JSON.stringify({ error: { type: 'ValueError', message: 'the arguments are too large to send to the student’s code' } });

export class KernelAgent implements StudentKernel {
  private dead = false;
  /** The install ran out of time (a student's transformer or hook that hangs): nothing will answer. */
  private missing = false;

  private constructor(private readonly channel: KernelChannel) {}

  /**
   * Installs the agent. If the student's code broke the kernel's way of running it, every question later goes
   * unanswered and the tests fail: installation itself never decides anything.
   */
  static async install(channel: KernelChannel): Promise<KernelAgent> {
    const agent = new KernelAgent(channel);
    const run = await channel.execute(agentInstallCode(), { silent: true, timeoutMs: INSTALL_TIMEOUT_MS });
    agent.dead = run.status === 'dead';
    agent.missing = run.status === 'timeout';
    return agent;
  }

  async ask(request: string, timeoutMs: number): Promise<KernelAnswer> {
    if (this.dead) return { failure: 'dead' };
    if (this.missing) return { failure: 'lost' };
    const code = agentRequestCode(request);
    if (code.length > MAX_REQUEST_CHARS) return { answer: TOO_LARGE };
    const run = await this.channel.execute(code, { silent: true, timeoutMs, collect: ANSWER_MIME });
    if (run.status === 'dead') {
      this.dead = true;
      return { failure: 'dead' };
    }
    if (run.status === 'timeout') return { failure: 'timeout' };
    const answer = run.collected?.[0];
    return answer === undefined ? { failure: 'lost' } : { answer };
  }
}
