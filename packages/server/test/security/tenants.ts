// Two colleges with one of everything, made through the API as their own users would, each thing carrying a marker
// string in its title or content: the IDOR sweep looks for another college's marker in every answer. A second
// student per college ("peer") owns an attempt, work, an upload and a notebook of their own, marked apart.
import { createHash } from 'node:crypto';
import { competitionResults, competitionSubmissions, similarityReports } from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helper.js';

/** The kinds of thing an id-like parameter can point at (see `kindOf` in the IDOR sweep). */
export type Kind =
  | 'college'
  | 'user'
  | 'teacher'
  | 'class'
  | 'course'
  | 'chapter'
  | 'questionCategory'
  | 'question'
  | 'paper'
  | 'exam'
  | 'attempt'
  | 'case'
  | 'signIn'
  | 'dataset'
  | 'rubric'
  | 'resource'
  | 'resourceCategory'
  | 'upload'
  | 'notebookSession'
  | 'kernel'
  | 'caseType'
  | 'textbook'
  | 'edition'
  | 'article'
  | 'competition'
  | 'competitionGroup'
  | 'competitionTeam'
  | 'competitionSession'
  | 'competitionParticipant'
  | 'competitionResult'
  | 'competitionSubmission'
  | 'deviceCheckReport'
  | 'blockCase'
  | 'blockOrganization'
  | 'blockLabAttempt'
  | 'similarityReport'
  | 'notebookToken'
  | 'gradebookColumn'
  | 'gradebookCompetitionItem';

/** The kinds a student owns by themselves (the same-college sweep swaps only these for the peer's). */
export const STUDENT_KINDS: readonly Kind[] = ['user', 'attempt', 'upload', 'notebookSession', 'kernel', 'deviceCheckReport', 'blockLabAttempt', 'notebookToken'];

export interface Tenant {
  name: string;
  /** In the title or content of everything this college owns. */
  marker: string;
  /** In what the peer student owns (answers, work, run log, upload, notebook). */
  peerMarker: string;
  eduId: number;
  eduadmin: Session;
  teacher: Session;
  student: Session;
  peer: Session;
  ids: Partial<Record<Kind, number | string>>;
  /** A case published to every college, on which the student's work is marked too (so an id of another college's
   *  student can be tried with a case both colleges share). */
  sharedCase: number;
  /** The peer's ids for STUDENT_KINDS. */
  peerIds: Partial<Record<Kind, number | string>>;
}

export interface Platform {
  admin: Session;
  /** In the platform's draft article (no college user may read it). */
  marker: string;
  ids: Partial<Record<Kind, number | string>>;
}

type Call = TestApp['call'];

async function must<T>(call: Call, method: string, url: string, as: Session | undefined, body?: unknown): Promise<T> {
  const res = await call<T>(method, url, { ...(as ? { as } : {}), ...(body !== undefined ? { body } : {}) });
  if (res.code !== 1) throw new Error(`set-up ${method} ${url}: ${res.code} ${res.message}`);
  return res.data;
}

/** An upload left unfinished (its id is what the upload routes take). */
async function startUpload(t: TestApp, as: Session, filename: string): Promise<string> {
  const bytes = Buffer.from(`${filename}\n`);
  const md5 = createHash('md5').update(bytes).digest('hex');
  return (await must<{ id: string }>(t.call, 'POST', '/api/admin/upload', as, { filename, size: bytes.length, md5, content_type: 'application/pdf' })).id;
}

/** A finished upload; answers its storage key. */
async function upload(t: TestApp, as: Session, filename: string, bytes: Buffer): Promise<string> {
  const md5 = createHash('md5').update(bytes).digest('hex');
  const session = await must<{ id: string; key: string }>(t.call, 'POST', '/api/admin/upload', as, { filename, size: bytes.length, md5, content_type: 'text/plain' });
  const signed = await must<{ parts: Array<{ url: string }> }>(t.call, 'POST', `/api/admin/upload/${session.id}/sign`, as, { part_numbers: [1] });
  const put = await fetch(new URL(signed.parts[0]!.url, t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`set-up part PUT: ${put.status}`);
  await must(t.call, 'POST', `/api/admin/upload/${session.id}/part`, as, { part_number: 1, etag: put.headers.get('etag'), size: bytes.length });
  await must(t.call, 'POST', `/api/admin/upload/${session.id}/complete`, as, {});
  return session.key;
}

/** A notebook session of `as` (needs the gateway); answers the session and kernel ids. */
async function startNotebook(t: TestApp, as: Session, path: string): Promise<{ session: string; kernel: string }> {
  const res = await t.request(`/notebook/api/sessions`, {
    method: 'POST',
    as,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, type: 'notebook', name: 'nb.ipynb', kernel: { name: 'python3' } }),
  });
  if (res.status !== 201) throw new Error(`set-up notebook session: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { id: string; kernel: { id: string } };
  return { session: body.id, kernel: body.kernel.id };
}

/** Platform things: a draft article (marked), and ids of the kinds only the platform has. */
export async function setUpPlatform(t: TestApp, admin: Session): Promise<Platform> {
  const marker = 'MKSYSq7';
  const article = await must<{ id: number }>(t.call, 'POST', '/api/admin/article', admin, { title: `${marker} 草稿`, content: `<p>${marker}</p>`, status: 'draft' });
  const types = await must<{ list: Array<{ id: number }> } | Array<{ id: number }>>(t.call, 'GET', '/api/admin/bigdata/case/type', admin);
  const typeList = Array.isArray(types) ? types : types.list;
  const textbook = await must<{ id: number }>(t.call, 'POST', '/api/admin/textbook', admin, { title: '平台教材', authors: ['平台'] });
  const edition = await must<{ id: number }>(t.call, 'POST', `/api/admin/textbook/${textbook.id}/edition`, admin, { name: '第 1 版', chapters: [{ title: '第一章' }] });
  // A draft blockchain case (system admins only) with one organization.
  const blockCase = await must<{ id: number }>(t.call, 'POST', '/api/admin/block-case', admin, { title: `${marker} 区块链草稿`, scenario: 'custom', consensus: 'pow', tx_per_block: 1, difficulty: 1, theory: `<p>${marker}</p>` });
  const blockOrganization = await must<{ id: number }>(t.call, 'POST', `/api/admin/block-case/${blockCase.id}/organization`, admin, { key: 'org', name: `${marker} 机构`, type: 'factor' });
  return {
    admin,
    marker,
    ids: { article: article.id, caseType: typeList[0]!.id, textbook: textbook.id, edition: edition.id, blockCase: blockCase.id, blockOrganization: blockOrganization.id },
  };
}

export interface TenantOptions {
  name: string;
  marker: string;
  peerMarker: string;
  logins: { eduadmin: string; teacher: string; student: string };
  /** Start notebook sessions for the student and the peer (the gateway is registered). */
  notebook: boolean;
}

/** One college with one of everything (see the file header). */
export async function setUpTenant(t: TestApp, platform: Platform, options: TenantOptions): Promise<Tenant> {
  const { marker: M, peerMarker: P } = options;
  const call = t.call;
  const eduadmin = await t.login(options.logins.eduadmin);
  const teacher = await t.login(options.logins.teacher);
  const student = await t.login(options.logins.student);
  const eduId = eduadmin.user.edu_id!;
  const peerName = `${options.logins.student}peer`;
  const peerUser = await must<{ id: number }>(call, 'POST', '/api/admin/user', eduadmin, { username: peerName, name: '同班同学', password: 'Demo@2026', role: 'edu_student' });
  const peer = await t.login(peerName);
  await must(call, 'PUT', `/api/admin/user/${student.user.id}`, eduadmin, { name: `${M}同学` });

  const klass = await must<{ id: number }>(call, 'POST', '/api/admin/class', eduadmin, { name: `${M}班`, grade: '2024', teacher_id: teacher.user.id, remark: M });
  await must(call, 'PUT', `/api/admin/class/${klass.id}/members`, eduadmin, { user_ids: [student.user.id, peerUser.id] });

  // A case of the platform published to this college only, studied and marked.
  const published = await must<{ list: Array<{ id: number; edu_ids: number[] }> }>(call, 'GET', '/api/admin/bigdata/case?status=published', platform.admin);
  const shared = published.list.find((c) => c.edu_ids.length === 0)!.id;
  const copy = await must<{ id: number; datasets: Array<{ id: string }> }>(call, 'POST', `/api/admin/bigdata/case/copy/${shared}`, platform.admin);
  await must(call, 'PUT', `/api/admin/bigdata/case/${copy.id}`, platform.admin, {
    title: `${M}案例`,
    summary: M,
    status: 'published',
    edu_ids: [eduId],
    rubric: [{ id: 'r1', name: `${M}评分项`, points: 10 }],
  });
  const study = await must<{ work: { cells: Array<{ id: string; type: string; source: string; locked: boolean }> } }>(call, 'GET', `/api/classroom/bigdata/case/${copy.id}`, student);
  const editable = (work: typeof study.work, mark: string) =>
    work.cells.map((c, i) => ({ id: c.id, type: c.type, source: i === work.cells.findIndex((x) => x.type === 'code' && !x.locked) ? `# ${mark}作业\n` : c.source, locked: c.locked }));
  await must(call, 'PUT', `/api/classroom/bigdata/case/${copy.id}`, student, { cells: editable(study.work, M) });
  const sharedStudy = await must<typeof study>(call, 'GET', `/api/classroom/bigdata/case/${shared}`, student);
  await must(call, 'PUT', `/api/classroom/bigdata/case/${shared}`, student, { cells: editable(sharedStudy.work, M) });
  await must(call, 'POST', '/api/classroom/bigdata/marking', teacher, { case_id: shared, user_id: student.user.id, items: [], comment: `${M}总评` });
  const peerStudy = await must<typeof study>(call, 'GET', `/api/classroom/bigdata/case/${copy.id}`, peer);
  await must(call, 'PUT', `/api/classroom/bigdata/case/${copy.id}`, peer, { cells: editable(peerStudy.work, P) });
  await must(call, 'POST', '/api/classroom/bigdata/marking', teacher, { case_id: copy.id, user_id: student.user.id, items: [{ rubric_id: 'r1', points: 8, comment: `${M}评语` }], comment: `${M}总评` });
  const signs = await must<Array<{ id: number }>>(call, 'POST', '/api/classroom/bigdata/sign', teacher, { action: 'open', case_id: copy.id, class_id: klass.id });
  await must(call, 'POST', '/api/classroom/case/code', student, { code: `print("${M}")`, case_id: copy.id });
  await must(call, 'POST', '/api/classroom/case/code', peer, { code: `print("${P}")`, case_id: copy.id });

  // Library: a category and a resource.
  const category = await must<{ id: number }>(call, 'POST', '/api/admin/resource/category', eduadmin, { name: `${M}分类` });
  const key = await upload(t, teacher, 'notes.txt', Buffer.from(`${M} 讲义\n`));
  const resource = await must<{ id: number }>(call, 'POST', '/api/admin/resource', teacher, { title: `${M}资源`, description: M, key, category_id: category.id });

  // Question bank, paper, an exam open now for the class; the student and the peer are sitting it.
  const qCategory = await must<{ id: number }>(call, 'POST', '/api/exam/question/category', teacher, { name: `${M}题库分类` });
  const question = await must<{ id: number }>(call, 'POST', '/api/exam/question', teacher, {
    type: 'short',
    stem: `${M}题干`,
    analysis: M,
    category_id: qCategory.id,
    content: { type: 'short', reference: `${M}参考答案` },
  });
  const paper = await must<{ id: number }>(call, 'POST', '/api/exam/paper', teacher, {
    title: `${M}试卷`,
    description: M,
    duration_minutes: 60,
    sections: [{ title: `${M}大题`, questions: [{ question_id: question.id, score: 10 }] }],
  });
  const now = Date.now();
  const exam = await must<{ id: number }>(call, 'POST', '/api/exam/examine', teacher, {
    title: `${M}考试`,
    description: M,
    paper_id: paper.id,
    start_at: new Date(now - 5 * 60_000).toISOString(),
    end_at: new Date(now + 3 * 3600_000).toISOString(),
    duration_minutes: 120,
    class_ids: [klass.id],
    show_results: 'after_submit',
  });
  const sit = async (as: Session, mark: string): Promise<number> => {
    const attempt = await must<{ id: number }>(call, 'POST', `/api/exam/examine/${exam.id}/start`, as);
    await must(call, 'PUT', `/api/exam/attempt/${attempt.id}/answers`, as, { answers: [{ question_id: question.id, response: `${mark}作答`, revision: 1 }] });
    await must(call, 'POST', `/api/exam/attempt/${attempt.id}/events`, as, { events: [{ type: 'blur', at: new Date().toISOString(), detail: mark }] });
    return attempt.id;
  };
  const attempt = await sit(student, M);
  const peerAttempt = await sit(peer, P);
  // Blockchain lab (issue 11): each student's attempt at the demo receivable case, the confirm step's note marked.
  const playLab = async (as: Session, mark: string): Promise<number> => {
    const labCases = await must<{ list: Array<{ id: number; scenario: string }> }>(t.call, 'GET', '/api/block-lab/case', as);
    const lab = await must<{ id: number }>(t.call, 'POST', `/api/block-lab/case/${labCases.list.find((c) => c.scenario === 'receivable')!.id}/attempt`, as);
    await must(t.call, 'POST', `/api/block-lab/attempt/${lab.id}/reset`, as);
    await must(t.call, 'POST', `/api/block-lab/attempt/${lab.id}/transaction`, as, { actor: 'tier1', transition: 'issue', asset: 'AR-001', fields: { amount: 100, debtor: 'core', due_date: '2027-06-30' } });
    await must(t.call, 'POST', `/api/block-lab/attempt/${lab.id}/transaction`, as, { actor: 'core', transition: 'confirm', asset: 'AR-001', fields: { note: `${mark}确权` } });
    return lab.id;
  };
  const blockLabAttempt = await playLab(student, M);
  const peerBlockLabAttempt = await playLab(peer, P);

  // A course for the class with a chapter that links the resource, the case and the exam.
  const course = await must<{ id: number }>(call, 'POST', '/api/admin/course', teacher, { title: `${M}课程`, description: M, status: 'published', class_ids: [klass.id] });
  const chapter = await must<{ id: number }>(call, 'POST', `/api/admin/course/${course.id}/chapter`, teacher, {
    title: `${M}章节`,
    content: `<p>${M}正文</p>`,
    resource_ids: [resource.id],
    case_ids: [copy.id],
    exam_ids: [exam.id],
  });

  // The course's gradebook (issue 34): a manual column of its own.
  const gradebookColumn = await must<{ id: number }>(call, 'POST', `/api/gradebook/course/${course.id}/manual`, teacher, { title: `${M}考勤`, max_score: 10 });

  // A competition of the college (signed-in visibility: never on the public site), registering, with a group, a
  // session, and the student's team.
  const competition = await must<{ id: number }>(call, 'POST', '/api/admin/competition', teacher, {
    title: `${M}竞赛`,
    description_html: `<p>${M}</p>`,
    kind: 'team',
    team_min: 1,
    team_max: 3,
    review: 'auto',
    visibility: 'signed_in',
    registration_start: new Date(now - 3600_000).toISOString(),
    registration_end: new Date(now + 7 * 86_400_000).toISOString(),
  });
  const competitionGroup = await must<{ id: number }>(call, 'POST', `/api/admin/competition/${competition.id}/group`, teacher, { name: `${M}组` });
  const competitionSession = await must<{ id: number }>(call, 'POST', `/api/admin/competition/${competition.id}/session`, teacher, {
    title: `${M}场次`,
    kind: 'quiz',
    start_at: new Date(now + 8 * 86_400_000).toISOString(),
    end_at: new Date(now + 9 * 86_400_000).toISOString(),
  });
  await must(call, 'PUT', `/api/admin/competition/${competition.id}/status`, teacher, { status: 'registering' });
  const registration = await must<{ participant_id: number; team_id: number }>(call, 'POST', `/api/competition/${competition.id}/register`, student, {
    group_id: competitionGroup.id,
    team_name: `${M}队`,
  });

  // A result and a submission of the team (written as the grade tab and the scoring engine would), so that the
  // sweeps have one of each to aim at across colleges.
  const [result] = await t.app.db
    .insert(competitionResults)
    .values({ sessionId: competitionSession.id, teamId: registration.team_id })
    .returning({ id: competitionResults.id });
  const [submission] = await t.app.db
    .insert(competitionSubmissions)
    .values({ sessionId: competitionSession.id, teamId: registration.team_id, userId: student.user.id, fileKey: `security/${M}.csv`, dayKey: '2026-01-01' })
    .returning({ id: competitionSubmissions.id });

  // A device check of each student for the exam, the marker in a check's detail (issue 12).
  const deviceCheck = (as: Session, mark: string) =>
    must<{ id: string }>(call, 'POST', '/api/device-check/report', as, { checks: [{ key: 'cookies', value: 1, detail: `${mark}检测` }], exam_id: exam.id });
  const report = await deviceCheck(student, M);
  const peerReport = await deviceCheck(peer, P);

  // A similarity report of the teacher's class on the college's case (issue 16), as its job leaves one.
  const [similarity] = await t.app.db
    .insert(similarityReports)
    .values({ eduId, caseId: copy.id, classId: klass.id, requestedBy: teacher.user.id, status: 'done' })
    .returning({ id: similarityReports.id });

  // A personal notebook token of each student (issue 35), named with their marker.
  const notebookToken = (as: Session, mark: string) =>
    must<{ token: { id: number } }>(call, 'POST', '/api/admin/notebook-token', as, { name: `${mark}令牌`, expires_in_days: 7 }).then((made) => made.token.id);

  const ids: Tenant['ids'] = {
    notebookToken: await notebookToken(student, M),
    similarityReport: similarity!.id,
    deviceCheckReport: report.id,
    competitionResult: result!.id,
    competitionSubmission: submission!.id,
    competition: competition.id,
    competitionGroup: competitionGroup.id,
    competitionSession: competitionSession.id,
    competitionTeam: registration.team_id,
    competitionParticipant: registration.participant_id,
    college: eduId,
    user: student.user.id,
    teacher: teacher.user.id,
    class: klass.id,
    course: course.id,
    gradebookColumn: gradebookColumn.id,
    chapter: chapter.id,
    questionCategory: qCategory.id,
    question: question.id,
    paper: paper.id,
    exam: exam.id,
    attempt,
    case: copy.id,
    signIn: signs[0]!.id,
    dataset: copy.datasets[0]!.id,
    rubric: 'r1',
    resource: resource.id,
    resourceCategory: category.id,
    upload: await startUpload(t, student, `${M}.pdf`),
    blockLabAttempt,
  };
  const peerIds: Tenant['peerIds'] = { notebookToken: await notebookToken(peer, P), user: peerUser.id, attempt: peerAttempt, deviceCheckReport: peerReport.id, upload: await startUpload(t, peer, `${P}.pdf`), blockLabAttempt: peerBlockLabAttempt };
  if (options.notebook) {
    const mine = await startNotebook(t, student, `${M}/nb.ipynb`);
    const theirs = await startNotebook(t, peer, `${P}/nb.ipynb`);
    Object.assign(ids, { notebookSession: mine.session, kernel: mine.kernel });
    Object.assign(peerIds, { notebookSession: theirs.session, kernel: theirs.kernel });
  }
  return { name: options.name, marker: M, peerMarker: P, eduId, eduadmin, teacher, student, peer, ids, sharedCase: shared, peerIds };
}
