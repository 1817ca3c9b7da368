/**
 * @jest-environment node
 */
import { NotebookRunError } from '../errors.js';
import { appendOutput } from '../protocol.js';
import type { JupyterMessage, NotebookOutput, NotebookRunResult } from '../protocol.js';
import { RunTracker } from '../runTracker.js';

const RUN = 'run-1';
let sequence = 0;

/** One message as ipykernel sends it for the request `RUN` (headers trimmed to what the tracker reads). */
const message = (channel: 'iopub' | 'shell', msg_type: string, content: Record<string, unknown>): JupyterMessage => ({
  header: { msg_id: `kernel_${(sequence += 1)}`, session: 'kernel', username: 'kernel', msg_type, version: '5.3', date: '2026-11-21T22:26:48.598Z' },
  parent_header: { msg_id: RUN },
  metadata: {},
  content,
  channel,
});

const busy = () => message('iopub', 'status', { execution_state: 'busy' });
const input = (code: string) => message('iopub', 'execute_input', { code, execution_count: 1 });
const stdout = (text: string) => message('iopub', 'stream', { name: 'stdout', text });
const clear = (wait: boolean) => message('iopub', 'clear_output', { wait });
const reply = (status: 'ok' | 'error') => message('shell', 'execute_reply', { status, execution_count: 1 });
const idle = () => message('iopub', 'status', { execution_state: 'idle' });
const png = () => message('iopub', 'display_data', { data: { 'image/png': 'iVBOR', 'text/plain': '<Figure>' }, metadata: {}, transient: {} });

/** Feeds a recorded sequence to a tracker; the events list records what a streaming caller saw. */
function play(messages: JupyterMessage[]) {
  const tracker = new RunTracker();
  const events: string[] = [];
  const shown: NotebookOutput[][] = [[]];
  const done = tracker.track(RUN, {
    onOutput: (output) => {
      events.push(output.output_type === 'stream' ? `out ${output.text}` : `out ${output.output_type}`);
      shown.push(appendOutput(shown.at(-1) ?? [], output));
    },
    onClear: () => {
      events.push('clear');
      shown.push([]);
    },
  });
  for (const m of messages) tracker.handle(m);
  return { done, events, shown: () => shown.at(-1), tracker };
}

describe('RunTracker clear_output', () => {
  it('clear_output(wait=False) clears the outputs collected so far at once', async () => {
    const { done, events } = play([busy(), input('...'), stdout('10%\n'), png(), clear(false), stdout('100%\n'), reply('ok'), idle()]);
    const result = await done;
    expect(result.outputs).toEqual([{ output_type: 'stream', name: 'stdout', text: '100%\n' }]);
    expect(events).toEqual(['out 10%\n', 'out display_data', 'clear', 'out 100%\n']);
  });

  it('clear_output(wait=True) clears just before the next output arrives', async () => {
    const steps = [1, 2, 3].flatMap((n) => [clear(true), stdout(`进度 ${n}/3\n`)]);
    const { done, events, shown } = play([busy(), input('...'), ...steps, reply('ok'), idle()]);
    const result = await done;
    expect(result).toEqual<NotebookRunResult>({
      msg_id: RUN,
      status: 'ok',
      execution_count: 1,
      outputs: [{ output_type: 'stream', name: 'stdout', text: '进度 3/3\n' }],
    });
    // Nothing to clear before the first line; each later line replaces the one before.
    expect(events).toEqual(['clear', 'out 进度 1/3\n', 'clear', 'out 进度 2/3\n', 'clear', 'out 进度 3/3\n']);
    expect(shown()).toEqual(result.outputs);
  });

  it('clear_output(wait=True) with no output before idle keeps the previous outputs', async () => {
    const { done, events } = play([busy(), input('...'), stdout('最后一行\n'), png(), clear(true), reply('ok'), idle()]);
    const result = await done;
    expect(result.outputs).toEqual([
      { output_type: 'stream', name: 'stdout', text: '最后一行\n' },
      { output_type: 'display_data', data: { 'image/png': 'iVBOR', 'text/plain': '<Figure>' }, metadata: {} },
    ]);
    expect(events).not.toContain('clear');
  });

  it('a clear then an error rejects with only the outputs after the clear', async () => {
    const traceback = ['\u001b[0;31mKeyboardInterrupt\u001b[0m'];
    const { done, events } = play([
      busy(),
      input('...'),
      stdout('进度 1/3\n'),
      clear(true),
      stdout('进度 2/3\n'),
      clear(true),
      message('iopub', 'error', { ename: 'KeyboardInterrupt', evalue: '', traceback }),
      reply('error'),
      idle(),
    ]);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotebookRunError);
    expect((error as NotebookRunError).result.status).toBe('error');
    expect((error as NotebookRunError).outputs).toEqual([{ output_type: 'error', ename: 'KeyboardInterrupt', evalue: '', traceback }]);
    expect(events.slice(-2)).toEqual(['clear', 'out error']);
  });

  it('a clear after the run settled or for another request changes nothing', async () => {
    const { done, tracker, events } = play([busy(), stdout('a\n'), reply('ok'), idle()]);
    tracker.handle(clear(false));
    tracker.handle({ ...clear(false), parent_header: { msg_id: 'someone-else' } });
    await expect(done).resolves.toMatchObject({ outputs: [{ output_type: 'stream', text: 'a\n' }] });
    expect(events).toEqual(['out a\n']);
  });
});

describe('RunTracker stream merging', () => {
  it('merges consecutive chunks of one stream and keeps other outputs apart', async () => {
    const { done, events } = play([
      busy(),
      stdout('a\n'),
      stdout('b\n'),
      message('iopub', 'stream', { name: 'stderr', text: 'warn\n' }),
      stdout('c\n'),
      png(),
      stdout('d\n'),
      reply('ok'),
      idle(),
    ]);
    const result = await done;
    expect(result.outputs).toEqual([
      { output_type: 'stream', name: 'stdout', text: 'a\nb\n' },
      { output_type: 'stream', name: 'stderr', text: 'warn\n' },
      { output_type: 'stream', name: 'stdout', text: 'c\n' },
      { output_type: 'display_data', data: { 'image/png': 'iVBOR', 'text/plain': '<Figure>' }, metadata: {} },
      { output_type: 'stream', name: 'stdout', text: 'd\n' },
    ]);
    // Callers still see each chunk as it came.
    expect(events.slice(0, 2)).toEqual(['out a\n', 'out b\n']);
  });

  it('drops progress text a carriage return overwrote, across chunks', async () => {
    const { done } = play([busy(), stdout('开始\n'), stdout('\r 10%'), stdout('\r 50%'), stdout('\r100%\r'), stdout('\n完成\r\n'), reply('ok'), idle()]);
    const result = await done;
    expect(result.outputs).toEqual([{ output_type: 'stream', name: 'stdout', text: '开始\n100%\r\n完成\r\n' }]);
  });
});

describe('appendOutput', () => {
  it('returns a new list and leaves the outputs it was given unchanged', () => {
    const first: NotebookOutput = { output_type: 'stream', name: 'stdout', text: 'a' };
    const before = [first];
    const after = appendOutput(before, { output_type: 'stream', name: 'stdout', text: 'b' });
    expect(after).toEqual([{ output_type: 'stream', name: 'stdout', text: 'ab' }]);
    expect(before).toEqual([{ output_type: 'stream', name: 'stdout', text: 'a' }]);
    expect(first.text).toBe('a');
  });
});
