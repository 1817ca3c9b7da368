// The grader as a child process speaking JSON lines (see resources/grading/grader.py for the messages).
import { spawn, type ChildProcess } from 'node:child_process';
import type { GraderCommand } from '../jupyter/graderSandbox.js';

export type GraderMessage =
  | { type: 'request'; seq: number; request: string }
  | { type: 'result'; index: number; passed: boolean; message: string };

/** What a grader line must look like; anything else ends the run of that test (a grader bug, never a pass). */
function parseMessage(line: string): GraderMessage | null {
  try {
    const m = JSON.parse(line) as Record<string, unknown>;
    if (m.type === 'request' && typeof m.seq === 'number' && typeof m.request === 'string') return { type: 'request', seq: m.seq, request: m.request };
    if (m.type === 'result' && typeof m.index === 'number' && typeof m.passed === 'boolean' && typeof m.message === 'string') {
      return { type: 'result', index: m.index, passed: m.passed, message: m.message };
    }
  } catch {
    // fall through
  }
  return null;
}

const MAX_LINE_CHARS = 16 << 20;
const STDERR_TAIL_CHARS = 4000;

export class GraderProcess {
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private partial = '';
  private wake: (() => void) | null = null;
  private exited = false;
  /** The last lines the grader wrote to stderr (for the log when it fails). */
  stderrTail = '';

  constructor(command: GraderCommand, args: string[]) {
    const [file, ...prefix] = command.argv;
    if (file === undefined) throw new Error('empty grader command');
    this.child = spawn(file, [...prefix, ...args], { env: command.env, cwd: command.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    this.child.stdin?.on('error', () => undefined);   // writes after an exit: the exit is reported by next()
    this.child.once('close', () => this.onEnd());   // after stdout is drained
    this.child.once('error', (err) => {
      this.stderrTail += `\n${err.message}`;
      this.onEnd();
    });
  }

  private onData(chunk: string): void {
    const parts = (this.partial + chunk).split('\n');
    this.partial = parts.pop() ?? '';
    if (this.partial.length > MAX_LINE_CHARS) this.kill();
    this.lines.push(...parts.filter((l) => l.length > 0));
    this.wake?.();
  }

  private onEnd(): void {
    this.exited = true;
    this.wake?.();
  }

  send(message: Record<string, unknown>): void {
    if (!this.exited) this.child.stdin?.write(`${JSON.stringify(message)}\n`);
  }

  /** The next message, or null when the grader exited, wrote something else, or `deadline` (epoch ms) passed. */
  async next(deadline: number): Promise<GraderMessage | null> {
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return parseMessage(line);
      const wait = deadline - Date.now();
      if (this.exited || wait <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Closes stdin (the grader exits) and makes sure it is gone. */
  close(): void {
    this.child.stdin?.end();
    setTimeout(() => this.kill(), 2000).unref();
  }
}
