// Rules of question banks and papers (issue 4 §1, §2). Routes validate shapes; this file enforces banks and boundaries.
import type {
  BankSchema,
  CalculatedPreview,
  CalculatedPreviewRequest,
  GeneratePaperRequest,
  GeneratePaperResult,
  Paged,
  Paper,
  PaperDetail,
  PaperListQuery,
  PaperPreview,
  PaperWrite,
  Question,
  QuestionCategory,
  QuestionCopy,
  QuestionListQuery,
  QuestionWrite,
} from '@finedu/domain';
import { paperTotal, seededRandom, shuffled, toPublicSections } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { PaperSectionRow } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { AuthUser } from '../../types.js';
import { assertWritable, canRead, categoryNotFound, paperNotFound, questionNotFound, readableOwners, readOwner, writeOwner } from './access.js';
import { toPaper, toQuestion, toSections } from './dto.js';
import * as repo from './repository.js';
import { previewVariants } from './calculated.js';
import { checkQuestion } from './validate.js';
import { sanitizeQuestion, sanitizeQuestionText } from './sanitize.js';

type ListQuery = z.output<typeof QuestionListQuery>;
type WriteBody = z.output<typeof QuestionWrite>;
type CopyBody = z.output<typeof QuestionCopy>;
type PaperBody = z.output<typeof PaperWrite>;
type PaperQuery = z.output<typeof PaperListQuery>;
type GenerateBody = z.output<typeof GeneratePaperRequest>;
type Bank = z.output<typeof BankSchema>;

/** The question's write values after the rules; throws the first problem. */
export async function assertQuestion(body: Pick<WriteBody, 'type' | 'stem' | 'content'>): Promise<void> {
  const problem = await checkQuestion(body.type, body.stem, body.content);
  if (problem) throw new AppError(0, problem);
}

export class QuestionsService {
  constructor(private readonly db: Db) {}

  // ───────────── Questions ─────────────

  async list(user: AuthUser, query: ListQuery): Promise<Paged<Question>> {
    const owner = readOwner(user, query.bank);
    const { rows, total } = await repo.listQuestions(
      this.db,
      { owners: [owner], type: query.type, difficulty: query.difficulty, knowledgePoint: query.knowledge_point, categoryId: query.category_id, keyword: query.keyword },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: rows.map(toQuestion), total, page: query.page, page_size: query.page_size };
  }

  async get(user: AuthUser, id: number): Promise<Question> {
    const found = await repo.findQuestion(this.db, id);
    if (found === null || !canRead(user, found.row.eduId)) throw questionNotFound();
    return toQuestion(found);
  }

  /** A category id must belong to the bank the question goes to. */
  private async assertCategory(owner: repo.Owner, categoryId: number | null | undefined): Promise<void> {
    if (categoryId === null || categoryId === undefined) return;
    const category = await repo.findCategory(this.db, categoryId);
    if (category === null || category.eduId !== owner) throw categoryNotFound();
  }

  /** Sample variants of a calculated question being edited, checked as a save would be (the writers of a bank only). */
  async previewCalculated(user: AuthUser, body: z.output<typeof CalculatedPreviewRequest>): Promise<CalculatedPreview> {
    writeOwner(user);
    await assertQuestion({ type: 'calculated', stem: body.stem, content: body.content });
    return { variants: previewVariants(body.stem, body.content, body.count) };
  }

  async create(user: AuthUser, written: WriteBody): Promise<Question> {
    const owner = writeOwner(user);
    const body = sanitizeQuestion(written);
    await assertQuestion(body);
    await this.assertCategory(owner, body.category_id);
    const [id] = await repo.insertQuestions(this.db, [{ ...valuesOf(body), eduId: owner, authorId: user.id }]);
    return this.get(user, id!);
  }

  async update(user: AuthUser, id: number, written: WriteBody): Promise<Question> {
    const found = await repo.findQuestion(this.db, id);
    if (found === null) throw questionNotFound();
    assertWritable(user, found.row.eduId, questionNotFound);
    const body = sanitizeQuestion(written);
    await assertQuestion(body);
    await this.assertCategory(found.row.eduId, body.category_id);
    await repo.updateQuestion(this.db, id, valuesOf(body));
    return this.get(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const found = await repo.findQuestion(this.db, id);
    if (found === null) throw questionNotFound();
    assertWritable(user, found.row.eduId, questionNotFound);
    const used = await repo.papersUsingQuestion(this.db, id);
    if (used.length > 0) {
      const titles = used.map((p) => `「${p.title}」`).join('、');
      const en = used.map((p) => `"${p.title}"`).join(', ');
      throw badRequest(`试题已被试卷 ${titles} 使用，请先从试卷中移除`, `The question is used by paper(s) ${en}; remove it from them first`);
    }
    await repo.softDeleteQuestion(this.db, id);
  }

  /** Copy platform questions into the caller's college bank (new rows, author = caller). */
  async copy(user: AuthUser, body: CopyBody): Promise<{ ids: number[] }> {
    const owner = writeOwner(user);
    if (owner === null) throw badRequest('平台管理员无需复制平台试题', 'A platform administrator cannot copy into a college bank');
    await this.assertCategory(owner, body.category_id);
    const ids = [...new Set(body.ids)];
    const found = await repo.findQuestions(this.db, ids);
    const byId = new Map(found.map((f) => [f.row.id, f.row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (row === undefined || !canRead(user, row.eduId)) throw notFoundId(id);
      if (row.eduId !== null) throw badRequest(`试题 ${id} 已在本院校题库中，只能复制平台题库的试题`, `Question ${id} is already in your college bank; only platform questions can be copied`);
    }
    const created = await repo.insertQuestions(
      this.db,
      ids.map((id) => {
        const row = byId.get(id)!;
        return {
          eduId: owner,
          categoryId: body.category_id,
          type: row.type,
          stem: row.stem,
          analysis: row.analysis,
          difficulty: row.difficulty,
          knowledgePoints: row.knowledgePoints,
          score: row.score,
          content: row.content,
          authorId: user.id,
        };
      }),
    );
    return { ids: created };
  }

  async knowledgePoints(user: AuthUser, bank: Bank): Promise<{ list: string[] }> {
    return { list: await repo.knowledgePoints(this.db, [readOwner(user, bank)]) };
  }

  // ───────────── Categories ─────────────

  async listCategories(user: AuthUser, bank: Bank): Promise<{ list: QuestionCategory[] }> {
    const rows = await repo.listCategories(this.db, readOwner(user, bank));
    return { list: rows.map(({ row, questionCount }) => ({ id: row.id, edu_id: row.eduId, name: row.name, question_count: questionCount })) };
  }

  private async writableCategory(user: AuthUser, id: number) {
    const category = await repo.findCategory(this.db, id);
    if (category === null) throw categoryNotFound();
    assertWritable(user, category.eduId, categoryNotFound);
    return category;
  }

  private async assertFreeName(owner: repo.Owner, name: string, except?: number): Promise<void> {
    const existing = await repo.findCategoryByName(this.db, owner, name);
    if (existing && existing.id !== except) throw badRequest(`分类「${name}」已存在`, `Category "${name}" already exists`);
  }

  async createCategory(user: AuthUser, name: string): Promise<QuestionCategory> {
    const owner = writeOwner(user);
    await this.assertFreeName(owner, name);
    const id = await repo.insertCategory(this.db, owner, name);
    return { id, edu_id: owner, name, question_count: 0 };
  }

  async updateCategory(user: AuthUser, id: number, name: string): Promise<QuestionCategory> {
    const category = await this.writableCategory(user, id);
    await this.assertFreeName(category.eduId, name, id);
    await repo.renameCategory(this.db, id, name);
    return { id, edu_id: category.eduId, name, question_count: await repo.categoryQuestionCount(this.db, id) };
  }

  async removeCategory(user: AuthUser, id: number): Promise<void> {
    await this.writableCategory(user, id);
    const n = await repo.categoryQuestionCount(this.db, id);
    if (n > 0) throw badRequest(`该分类下还有 ${n} 道试题，无法删除`, `The category still holds ${n} question(s) and cannot be deleted`);
    await repo.deleteCategory(this.db, id);
  }

  // ───────────── Papers ─────────────

  async listPapers(user: AuthUser, query: PaperQuery): Promise<Paged<Paper>> {
    const { rows, total } = await repo.listPapers(this.db, readOwner(user, query.bank), query.keyword, (query.page - 1) * query.page_size, query.page_size);
    return { list: rows.map(toPaper), total, page: query.page, page_size: query.page_size };
  }

  private async visiblePaper(user: AuthUser, id: number): Promise<repo.PaperWithAuthor> {
    const found = await repo.findPaper(this.db, id);
    if (found === null || !canRead(user, found.row.eduId)) throw paperNotFound();
    return found;
  }

  private async questionsOf(sections: PaperSectionRow[]): Promise<Map<number, Question>> {
    const ids = [...new Set(sections.flatMap((s) => s.questions.map((q) => q.question_id)))];
    const rows = await repo.findQuestions(this.db, ids, true);
    return new Map(rows.map((r) => [r.row.id, toQuestion(r)]));
  }

  async getPaper(user: AuthUser, id: number): Promise<PaperDetail> {
    const found = await this.visiblePaper(user, id);
    return { ...toPaper(found), sections: toSections(found.row.sections, await this.questionsOf(found.row.sections)) };
  }

  /** Every referenced question exists and is visible to the paper's owner; no question twice; at least one question. */
  private async assertPaperBody(owner: repo.Owner, body: PaperBody): Promise<PaperSectionRow[]> {
    const refs = body.sections.flatMap((s) => s.questions);
    if (refs.length === 0) throw badRequest('试卷至少需要一道试题', 'A paper needs at least one question');
    const seen = new Set<number>();
    for (const ref of refs) {
      if (seen.has(ref.question_id)) throw badRequest(`试题 ${ref.question_id} 在试卷中出现了不止一次`, `Question ${ref.question_id} appears more than once on the paper`);
      seen.add(ref.question_id);
    }
    const found = await repo.findQuestions(this.db, [...seen]);
    const owners = new Map(found.map((f) => [f.row.id, f.row.eduId]));
    for (const id of seen) {
      const questionOwner = owners.get(id);
      if (questionOwner === undefined || !(questionOwner === null || questionOwner === owner)) throw notFoundId(id);
    }
    return body.sections.map((s) => ({ title: s.title, description: sanitizeQuestionText(s.description), questions: s.questions.map((q) => ({ question_id: q.question_id, score: q.score })) }));
  }

  async createPaper(user: AuthUser, body: PaperBody): Promise<PaperDetail> {
    const owner = writeOwner(user);
    const sections = await this.assertPaperBody(owner, body);
    const id = await repo.insertPaper(this.db, {
      eduId: owner,
      title: body.title,
      description: sanitizeQuestionText(body.description),
      durationMinutes: body.duration_minutes,
      sections,
      authorId: user.id,
    });
    return this.getPaper(user, id);
  }

  async updatePaper(user: AuthUser, id: number, body: PaperBody): Promise<PaperDetail> {
    const found = await repo.findPaper(this.db, id);
    if (found === null) throw paperNotFound();
    assertWritable(user, found.row.eduId, paperNotFound);
    const sections = await this.assertPaperBody(found.row.eduId, body);
    await repo.updatePaper(this.db, id, { title: body.title, description: sanitizeQuestionText(body.description), durationMinutes: body.duration_minutes, sections });
    return this.getPaper(user, id);
  }

  async removePaper(user: AuthUser, id: number): Promise<void> {
    const found = await repo.findPaper(this.db, id);
    if (found === null) throw paperNotFound();
    assertWritable(user, found.row.eduId, paperNotFound);
    const exams = await repo.examTitlesUsingPaper(this.db, id);
    if (exams.length > 0) {
      throw badRequest(
        `试卷已被考试 ${exams.map((t) => `「${t}」`).join('、')} 使用，无法删除`,
        `The paper is used by exam(s) ${exams.map((t) => `"${t}"`).join(', ')} and cannot be deleted`,
      );
    }
    await repo.softDeletePaper(this.db, id);
  }

  /** The paper as a student sees it: no key, analysis, reference or hidden test. */
  async previewPaper(user: AuthUser, id: number): Promise<PaperPreview> {
    const found = await this.visiblePaper(user, id);
    const sections = toSections(found.row.sections, await this.questionsOf(found.row.sections));
    // A calculated question is shown as a student reads it: its stem filled with sample values (the editor's first
    // sample), never with its raw {placeholders}.
    const sampled = sections.map((section) => ({
      ...section,
      questions: section.questions.map((item) => {
        const { question } = item;
        if (question.content.type !== 'calculated') return item;
        const [sample] = previewVariants(question.stem, question.content, 1);
        return sample === undefined ? item : { ...item, question: { ...question, stem: sample.stem } };
      }),
    }));
    const questions = toPublicSections(sampled).flatMap((section) => section.questions);
    return { ...toPaper(found), questions };
  }

  /**
   * Rule-based generation: for each rule, `count` questions of the type within the difficulty range and covering any of
   * the knowledge points, drawn at random (seeded) from the chosen banks; no question twice. Nothing is saved.
   */
  async generatePaper(user: AuthUser, body: GenerateBody, locale: Locale): Promise<GeneratePaperResult> {
    const own = writeOwner(user);
    let owners: repo.Owner[];
    if (body.source === 'platform') owners = [null];
    else if (body.source === 'college') {
      if (own === null) throw badRequest('平台管理员只能从平台题库组卷', 'A platform administrator can only draw from the platform bank');
      owners = [own];
    } else owners = readableOwners(user);
    body.rules.forEach((rule, i) => {
      if (rule.difficulty_min > rule.difficulty_max) {
        throw badRequest(`第 ${i + 1} 条规则的最低难度大于最高难度`, `Rule ${i + 1}: the minimum difficulty is above the maximum`);
      }
    });
    const random = seededRandom(body.seed ?? Math.floor(Math.random() * 2 ** 31));
    const used = new Set<number>();
    const byId = new Map<number, Question>();
    const sectionOrder: string[] = [];
    const sectionRefs = new Map<string, Array<{ question_id: number; score: number }>>();
    const shortfall: GeneratePaperResult['shortfall'] = [];
    for (const [i, rule] of body.rules.entries()) {
      const matching = await repo.allQuestions(this.db, {
        owners,
        type: rule.type,
        difficultyMin: rule.difficulty_min,
        difficultyMax: rule.difficulty_max,
        knowledgePoints: rule.knowledge_points,
      });
      const free = matching.filter((m) => !used.has(m.row.id));
      // Shuffled from the id-ordered candidates: deterministic for a seed and a bank.
      const picked = shuffled(free, random).slice(0, rule.count);
      if (!sectionRefs.has(rule.section_title)) {
        sectionOrder.push(rule.section_title);
        sectionRefs.set(rule.section_title, []);
      }
      for (const p of picked) {
        used.add(p.row.id);
        byId.set(p.row.id, toQuestion(p));
        sectionRefs.get(rule.section_title)!.push({ question_id: p.row.id, score: rule.score_each });
      }
      if (picked.length < rule.count) {
        const taken = matching.length - free.length;
        const reason =
          taken > 0
            ? locale === 'zh'
              ? `题库中符合条件的试题共 ${matching.length} 道，其中 ${taken} 道已被前面的规则选用`
              : `${matching.length} question(s) match, ${taken} of them already taken by earlier rules`
            : locale === 'zh'
              ? `题库中符合条件的试题只有 ${matching.length} 道`
              : `Only ${matching.length} question(s) in the bank match`;
        shortfall.push({ rule: i + 1, section_title: rule.section_title, wanted: rule.count, found: picked.length, reason });
      }
    }
    const sections: PaperSectionRow[] = sectionOrder.map((title) => ({ title, description: '', questions: sectionRefs.get(title)! }));
    const { total } = paperTotal(sections);
    return {
      paper: { title: body.title, description: '', duration_minutes: body.duration_minutes, sections },
      sections: toSections(sections, byId),
      total_score: total,
      shortfall,
    };
  }
}

const notFoundId = (id: number) => new AppError(0, { zh: `试题 ${id} 不存在`, en: `Question ${id} not found` });

function valuesOf(body: WriteBody) {
  return {
    categoryId: body.category_id,
    type: body.type,
    stem: body.stem,
    analysis: body.analysis,
    difficulty: body.difficulty,
    knowledgePoints: [...new Set(body.knowledge_points)],
    score: body.score,
    content: body.content,
  };
}
