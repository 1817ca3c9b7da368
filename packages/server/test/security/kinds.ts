// What an id-like parameter points at, read from its name and the route's path: a new route under a known resource is
// understood without anyone listing it; an id of a new kind fails the sweep loudly until it is added here.
import type { JsonSchema, Location, Operation } from './openapi.js';
import type { Kind } from './tenants.js';

/** Parameter names that say their kind whatever the route. */
const BY_NAME: Record<string, Kind | null> = {
  user_id: 'user',
  user_ids: 'user',
  userId: 'user',
  teacher_id: 'teacher',
  teacher_ids: 'teacher',
  class_id: 'class',
  class_ids: 'class',
  edu_id: 'college',
  edu_ids: 'college',
  eduId: 'college',
  case_id: 'case',
  case_ids: 'case',
  block_case_ids: 'blockCase',
  exam_id: 'exam',
  exam_ids: 'exam',
  paper_id: 'paper',
  question_id: 'question',
  questionId: 'question',
  attemptId: 'attempt',
  chapterId: 'chapter',
  // A resource read as a chapter's attachment (resourceTable): the chapter whose reader the caller is.
  chapter_id: 'chapter',
  resource_ids: 'resource',
  dataset_id: 'dataset',
  rubric_id: 'rubric',
  sign_id: 'signIn',
  type_id: 'caseType',
  // The notebook session a run log names: a label the browser sends along with the run, never read back as a reference.
  session_id: null,
  kernel: 'kernel',
  // An operator's kernel stop (system admins only): a kernel of anyone.
  kernelId: 'kernel',
  // A chapter's parent is a chapter of the same course.
  parent_id: 'chapter',
  // Run logs name the notebook file as the browser knows it: a label, not a reference to anything stored.
  file_id: null,
  // A course that an edition chapter points at is a platform course (sys_admin only).
  course_id: 'course',
  // Competitions (issue 10): groups, teams, sessions and registrations of one competition.
  group_id: 'competitionGroup',
  groupId: 'competitionGroup',
  team_id: 'competitionTeam',
  teamId: 'competitionTeam',
  from_team_id: 'competitionTeam',
  into_team_id: 'competitionTeam',
  captain_id: 'user',
  sessionId: 'competitionSession',
  participant_ids: 'competitionParticipant',
  team_ids: 'competitionTeam',
  next_session_id: 'competitionSession',
  resultId: 'competitionResult',
  submission_ids: 'competitionSubmission',
  // Blockchain case library (issue 11): an organization of a case (system admins only).
  orgId: 'blockOrganization',
  // The blockchain lab's transaction hashes (64 hex) of the attempt's own mempool or of a copy the browser sends: not stored records' ids.
  tx_ids: null,
  // The course gradebook (issue 34): a manual column and a competition item of one course's book, and the competition
  // session an item is made from.
  columnId: 'gradebookColumn',
  competitionItemId: 'gradebookCompetitionItem',
  competition_session_id: 'competitionSession',
};

/** The literal path before an `id` (or, for a body's `ids`, the whole literal path), by its longest known ending. */
const BY_PATH: Array<[string, Kind]> = [
  ['/bigdata/case/type', 'caseType'],
  ['/block-case/copy', 'blockCase'],
  ['/block-case', 'blockCase'],
  ['/block-lab/case', 'blockCase'],
  ['/block-lab/attempt', 'blockLabAttempt'],
  ['/bigdata/case/copy', 'case'],
  ['/bigdata/case/notebook', 'case'],
  ['/bigdata/case', 'case'],
  ['/question/category', 'questionCategory'],
  ['/resource/category', 'resourceCategory'],
  ['/question/copy', 'question'],
  ['/question', 'question'],
  ['/paper', 'paper'],
  ['/examine', 'exam'],
  ['/attempt', 'attempt'],
  ['/chapter/order', 'chapter'],
  ['/chapter', 'chapter'],
  ['/course', 'course'],
  ['/study', 'course'],
  ['/resource/store', 'resource'],
  ['/resource', 'resource'],
  ['/textbook/edition', 'edition'],
  ['/textbook', 'textbook'],
  ['/article', 'article'],
  ['/ad/preview', 'article'],
  ['/edu', 'college'],
  ['/user', 'user'],
  ['/class', 'class'],
  ['/upload', 'upload'],
  ['/notebook/api/sessions', 'notebookSession'],
  ['/notebook/api/kernels', 'kernel'],
  ['/competition/result', 'competitionResult'],
  ['/competition/session', 'competitionSession'],
  ['/competition', 'competition'],
  ['/device-check/report', 'deviceCheckReport'],
  ['/similarity/report', 'similarityReport'],
  ['/notebook-token', 'notebookToken'],
];

const literal = (path: string): string => path.replace(/\/\{[^}]+\}.*$/, '');

/** The kind of `name` (null: not a reference); throws for an id-like name this file does not know. */
export function kindOf(op: Operation, name: string, where: Location, schema: JsonSchema): Kind | null {
  if (name in BY_NAME) return BY_NAME[name]!;
  // Question bank and library each have categories of their own.
  if (name === 'category_id' && op.path.includes('/question')) return 'questionCategory';
  if (name === 'category_id' && op.path.includes('/resource')) return 'resourceCategory';
  // A string `id` inside a body is a key the client chooses (cells, datasets, tests, rubric items).
  if (name === 'id' && where === 'body' && schema.type === 'string') return null;
  if (name === 'id' || name === 'ids') {
    // A path `{id}`: what precedes it; a body's `id`/`ids`: what the route is about.
    const before = where === 'path' ? literal(op.path.slice(0, op.path.indexOf(`{${name}}`) + name.length + 2)) : op.path.replace(/\/\{[^}]+\}/g, '');
    const found = BY_PATH.find(([ending]) => before.endsWith(ending));
    if (found) return found[1];
  }
  throw new Error(`${op.method} ${op.path}: no kind known for the id-like ${where} field "${name}" (add it to test/security/kinds.ts)`);
}
