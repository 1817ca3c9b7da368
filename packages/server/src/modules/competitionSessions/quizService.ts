// The paper tab and quiz sessions (issue 10): a quiz session owns an exam of the exam engine, frozen from a paper of
// the organizer's bank; its window is the session's, its candidates the competition's. Nothing of the exam engine is
// rewritten: candidates sit, autosave, resume and are graded and marked there.
import { sumScores, type CompetitionPaper, type QuizEntry, type SessionPaperUpdate } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionRow, CompetitionSessionRow } from '../../db/schema/competitions.js';
import { badRequest, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { attemptCount, extraTimes, findExam, inProgressAttempts, insertExam, setDeadline, setExamUsers, updateExam } from '../exams/index.js';
import { deadlineOf } from '../exams/index.js';
import { loadPaperSnapshot } from '../questions/index.js';
import { manageable, readable, sessionNotFound, sessionOf } from './access.js';
import { admittedTeam, sessionCandidates } from './candidates.js';
import * as repo from './repository.js';

const MINUTE = 60_000;
const paperNotFound = () => notFound('试卷不存在', 'Paper not found');

export class QuizService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async papers(caller: AuthUser, id: number): Promise<CompetitionPaper[]> {
    const { competition } = await readable(this.db, caller, id);
    const sessions = await repo.sessionsOf(this.db, id);
    const examPaper = new Map<number, number>();
    for (const s of sessions) {
      if (s.examId === null) continue;
      const exam = await findExam(this.db, s.examId);
      if (exam !== null) examPaper.set(s.id, exam.paperId);
    }
    return (await repo.papersFor(this.db, competition.eduId)).map((p) => {
      const refs = p.sections.flatMap((s) => s.questions);
      return {
        paper_id: p.id,
        title: p.title,
        total_score: sumScores(refs),
        question_count: refs.length,
        session_ids: sessions.filter((s) => examPaper.get(s.id) === p.id).map((s) => s.id),
      };
    });
  }

  /**
   * Sets the paper of a quiz session: the exam is made (or, before anyone started, re-made) from it, with the session's
   * window and the competition's candidates. The paper comes from the competition college's bank or the platform's.
   */
  async setPaper(caller: AuthUser, id: number, sessionId: number, body: SessionPaperUpdate): Promise<QuizEntry> {
    const competition = await manageable(this.db, caller, id);
    const session = await sessionOf(this.db, id, sessionId);
    if (session.kind !== 'quiz') throw badRequest('只有答题场次使用试卷', 'Only a quiz session has a paper');
    if (this.clock.now().getTime() >= session.endAt.getTime()) throw badRequest('场次已结束，不能更换试卷', 'The session has ended; its paper can no longer change');
    if (body.duration_minutes * MINUTE > session.endAt.getTime() - session.startAt.getTime())
      throw badRequest('答题时长不能超过场次时间段', 'The duration cannot be longer than the session');
    const paper = await repo.findPaper(this.db, body.paper_id);
    if (paper === null || (paper.eduId !== null && paper.eduId !== competition.eduId)) throw paperNotFound();
    const { paper: full, sections } = await loadPaperSnapshot(this.db, body.paper_id, caller);
    const questions = sections.flatMap((s) => s.questions);
    if (questions.length === 0) throw badRequest('试卷中没有试题', 'The paper has no questions');
    const frozen = {
      paperId: full.id,
      paperTitle: full.title,
      snapshot: sections,
      totalScore: sumScores(questions),
      questionCount: questions.length,
      durationMinutes: body.duration_minutes,
    };
    const examId = await this.db.transaction(async (tx) => {
      const current = session.examId === null ? null : await findExam(tx, session.examId);
      let id: number;
      if (current !== null) {
        const started = (await attemptCount(tx, current.id)) > 0;
        if (started && (current.paperId !== frozen.paperId || current.durationMinutes !== frozen.durationMinutes))
          throw badRequest('已有选手作答，不能更换试卷或时长', 'Participants have started; the paper and duration can no longer change');
        if (!started) await updateExam(tx, current.id, frozen);
        id = current.id;
      } else {
        id = await insertExam(tx, {
          eduId: competition.eduId,
          title: examTitle(competition, session),
          description: '',
          ...frozen,
          startAt: session.startAt,
          endAt: session.endAt,
          attempts: 1,
          shuffleQuestions: true,
          shuffleOptions: true,
          // Scores are released when the organizer publishes the session; keys never (papers are reused across stages).
          showResults: 'never',
          createdBy: caller.id,
        });
        await repo.setSessionExam(tx, session.id, id);
      }
      await repo.insertAudit(tx, competition.id, caller.id, 'session_paper', { session_id: session.id, paper_id: frozen.paperId, exam_id: id });
      return id;
    });
    await this.syncExam({ ...session, examId }, competition);
    return { session_id: session.id, exam_id: examId };
  }

  async syncExam(session: CompetitionSessionRow, competition: CompetitionRow): Promise<void> {
    await syncSessionExam(this.db, session, competition);
  }

  /** A participant enters a quiz session: the exam to sit through the exam engine (`POST /api/exam/examine/:id/start`). */
  async enter(caller: AuthUser, sessionId: number): Promise<QuizEntry> {
    const session = await repo.findSession(this.db, sessionId);
    if (session === null || session.kind !== 'quiz') throw sessionNotFound();
    const admitted = await admittedTeam(this.db, session, caller.id);
    if (admitted === null) throw sessionNotFound();
    if (session.examId === null) throw badRequest('该场次尚未设置试卷', 'This session has no paper yet');
    const competition = (await repo.findCompetition(this.db, session.competitionId))!;
    await this.syncExam(session, competition);
    return { session_id: session.id, exam_id: session.examId };
  }
}

/**
 * Keeps a quiz session's exam in step with the session: its window and title (the examine tab may move them; the
 * competitions module calls this after editing a session) and its candidate list (the user tab and advancement change
 * it). The exam engine's own deadline rule applies to attempts already running.
 */
export async function syncSessionExam(db: Db, session: CompetitionSessionRow, competition: CompetitionRow): Promise<void> {
  if (session.examId === null) return;
  const exam = await findExam(db, session.examId);
  if (exam === null) return;
  const title = examTitle(competition, session);
  const users = (await sessionCandidates(db, session)).map((c) => c.userId);
  await db.transaction(async (tx) => {
    const moved = exam.startAt.getTime() !== session.startAt.getTime() || exam.endAt.getTime() !== session.endAt.getTime();
    if (moved || exam.title !== title) await updateExam(tx, exam.id, { startAt: session.startAt, endAt: session.endAt, title });
    if (moved) {
      // As the exam engine does when an exam's times change: running attempts get the deadline of the new window.
      const updated = (await findExam(tx, exam.id))!;
      const extras = await extraTimes(tx, exam.id);
      for (const a of await inProgressAttempts(tx, exam.id)) await setDeadline(tx, a.id, deadlineOf(updated, a.startedAt, extras.get(a.userId) ?? 0));
    }
    await setExamUsers(tx, exam.id, users);
  });
}

const examTitle = (competition: CompetitionRow, session: CompetitionSessionRow): string => `${competition.title} · ${session.title}`.slice(0, 100);
