// The student's kernel as the grader sees it: the agent installed after the student's code, then one silent
// execute_request per question, whose only output read is one display_data of ANSWER_MIME for that request.
import type { KernelChannel } from '../classroom/kernelRun.js';
import type { KernelAnswer, StudentKernel } from './hiddenTests.js';
import { agentInstallCode, agentRequestCode, ANSWER_MIME } from './programs.js';

const INSTALL_TIMEOUT_MS = 30_000;

export class KernelAgent implements StudentKernel {
  private dead = false;

  private constructor(private readonly channel: KernelChannel) {}

  /**
   * Installs the agent. If the student's code broke the kernel's way of running it, every question later goes
   * unanswered and the tests fail: installation itself never decides anything.
   */
  static async install(channel: KernelChannel): Promise<KernelAgent> {
    const agent = new KernelAgent(channel);
    const run = await channel.execute(agentInstallCode(), { silent: true, timeoutMs: INSTALL_TIMEOUT_MS });
    agent.dead = run.status === 'dead';
    return agent;
  }

  async ask(request: string, timeoutMs: number): Promise<KernelAnswer> {
    if (this.dead) return { failure: 'dead' };
    const run = await this.channel.execute(agentRequestCode(request), { silent: true, timeoutMs, collect: ANSWER_MIME });
    if (run.status === 'dead') {
      this.dead = true;
      return { failure: 'dead' };
    }
    if (run.status === 'timeout') return { failure: 'timeout' };
    const answer = run.collected?.[0];
    return answer === undefined ? { failure: 'lost' } : { answer };
  }
}
