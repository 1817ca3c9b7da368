// The two Python programs of grading (resources/grading): the agent sent into the student's kernel, and the
// grader run as its own process. Each is codec.py followed by its own file; read once, never written anywhere.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GRADING_DIR = fileURLToPath(new URL('../../../resources/grading/', import.meta.url));

/** The MIME type of the agent's answers; the server reads no other output of a request. */
export const ANSWER_MIME = 'application/x-finedu-grading';
const AGENT_MODULE = '_finedu_grading_agent';

let sources: { agent: string; grader: string } | null = null;

function programs(): { agent: string; grader: string } {
  if (sources === null) {
    const read = (name: string): string => readFileSync(`${GRADING_DIR}${name}`, 'utf8');
    const codec = read('codec.py');
    sources = { agent: `${codec}\n${read('agent.py')}`, grader: `${codec}\n${read('grader.py')}` };
  }
  return sources;
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The cell that installs the agent, in a namespace of its own (nothing lands in the student's variables). */
export const agentInstallCode = (): string => `exec(__import__('base64').b64decode('${base64(programs().agent)}').decode(), {})`;

/** The cell that asks the agent one question (the grader's JSON text, carried as base64: no quoting to get wrong). */
export const agentRequestCode = (request: string): string => `__import__('sys').modules['${AGENT_MODULE}'].answer('${base64(request)}')`;

/** The grader's argv tail after the interpreter: isolated mode (no PYTHONPATH, no user site, no cwd on sys.path). */
export const graderArgs = (): string[] => ['-I', '-c', programs().grader];
