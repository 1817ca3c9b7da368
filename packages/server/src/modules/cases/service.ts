import { sumPoints } from '@finedu/domain';
import type {
  CaseCreate,
  CaseNotebookExport,
  CaseNotebookImport,
  CaseDataset,
  CaseDetail,
  CaseListQuery,
  CaseSummary,
  CaseType,
  CaseTypeCreate,
  CaseTypeUpdate,
  CaseUpdate,
  Paged,
  SeedPreviewList,
  SeedPreviewRequest,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { isSafeKey } from '../../plugins/storage/index.js';
import { findCollege } from '../edu/index.js';
import { previewSeeds, type GeneratorHost } from '../../runtime/index.js';
import { isDemoKey } from './demoDatasets.js';
import { exportNotebook, importNotebook } from './nbgrader.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof CaseListQuery>;
type CreateBody = z.output<typeof CaseCreate>;
type UpdateBody = z.output<typeof CaseUpdate>;
type TypeCreateBody = z.output<typeof CaseTypeCreate>;
type PreviewBody = z.output<typeof SeedPreviewRequest>;

export const caseNotFound = () => notFound('案例不存在', 'Case not found');
const typeNotFound = () => notFound('案例类型不存在', 'Case type not found');
const sum = sumPoints;

export function toCaseSummary({ row, typeName }: repo.CaseWithType): CaseSummary {
  return {
    id: row.id,
    title: row.title,
    type_id: row.typeId,
    type_name: typeName,
    cover: row.cover,
    summary: row.summary,
    difficulty: row.difficulty,
    tags: row.tags,
    status: row.status === 'published' ? 'published' : 'draft',
    edu_ids: row.eduIds,
    dataset_count: row.datasets.length,
    test_count: row.tests.length,
    test_points: sum(row.tests),
    rubric_points: sum(row.rubric),
    per_student: row.generator.trim() !== '',
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toCaseDetail(found: repo.CaseWithType): CaseDetail {
  const { row } = found;
  return { ...toCaseSummary(found), theory: row.theory, datasets: row.datasets, template: row.template, tests: row.tests, rubric: row.rubric, parameters: row.parameters, generator: row.generator, solutions: row.solutions };
}

/** Case authoring (sys_teacher, sys_admin): cases and case types. */
export class CasesService {
  /** `uploadsPrefix`: where uploads live (`prefix + path_media`); a dataset must be an upload or a demo dataset. */
  constructor(
    private readonly db: Db,
    private readonly uploadsPrefix: string,
    private readonly generatorHost: GeneratorHost | null = null,
  ) {}

  /** Runs a generator (the editor's, maybe unsaved) for each seed in the grader's sandbox (the runtime's seed preview). */
  previewSeeds(body: PreviewBody): Promise<SeedPreviewList> {
    return previewSeeds(this.generatorHost, body);
  }

  async list(query: ListQuery): Promise<Paged<CaseSummary>> {
    const { rows, total } = await repo.listCases(
      this.db,
      { typeId: query.type, keyword: query.keyword, status: query.status },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: rows.map(toCaseSummary), total, page: query.page, page_size: query.page_size };
  }

  async get(id: number): Promise<CaseDetail> {
    const found = await repo.findCase(this.db, id);
    if (found === null) throw caseNotFound();
    return toCaseDetail(found);
  }

  private async assertRefs(typeId: number | undefined, eduIds: number[] | undefined, datasets: CaseDataset[] | undefined): Promise<void> {
    for (const dataset of datasets ?? []) {
      const uploaded = dataset.key.startsWith(this.uploadsPrefix) && isSafeKey(dataset.key);
      if (!uploaded && !isDemoKey(dataset.key)) throw badRequest(`数据集 ${dataset.name} 的文件不是上传的文件`, `The file of dataset ${dataset.name} is not an upload`);
    }
    if (typeId !== undefined && (await repo.findType(this.db, typeId)) === null) throw typeNotFound();
    for (const eduId of new Set(eduIds ?? [])) {
      if ((await findCollege(this.db, eduId)) === null) throw notFound(`院校 ${eduId} 不存在`, `College ${eduId} not found`);
    }
  }

  async create(caller: AuthUser, body: CreateBody): Promise<CaseDetail> {
    await this.assertRefs(body.type_id, body.edu_ids, body.datasets);
    const id = await repo.insertCase(this.db, {
      title: body.title,
      typeId: body.type_id,
      cover: body.cover,
      summary: body.summary,
      theory: body.theory,
      datasets: body.datasets,
      template: body.template,
      tests: body.tests,
      rubric: body.rubric,
      parameters: body.parameters,
      generator: body.generator,
      solutions: body.solutions,
      difficulty: body.difficulty,
      tags: body.tags,
      status: body.status,
      eduIds: [...new Set(body.edu_ids)],
      createdBy: caller.id,
    });
    return this.get(id);
  }

  async update(id: number, patch: UpdateBody): Promise<CaseDetail> {
    await this.get(id);
    await this.assertRefs(patch.type_id, patch.edu_ids, patch.datasets);
    await repo.updateCase(this.db, id, {
      title: patch.title,
      typeId: patch.type_id,
      cover: patch.cover,
      summary: patch.summary,
      theory: patch.theory,
      datasets: patch.datasets,
      template: patch.template,
      tests: patch.tests,
      rubric: patch.rubric,
      parameters: patch.parameters,
      generator: patch.generator,
      solutions: patch.solutions,
      difficulty: patch.difficulty,
      tags: patch.tags,
      status: patch.status,
      eduIds: patch.edu_ids === undefined ? undefined : [...new Set(patch.edu_ids)],
    });
    return this.get(id);
  }

  /** A copy starts as a draft by the caller, titled "… (副本)". */
  async copy(caller: AuthUser, id: number): Promise<CaseDetail> {
    const { row } = (await repo.findCase(this.db, id)) ?? { row: null };
    if (row === null) throw caseNotFound();
    const title = `${row.title} (副本)`.slice(0, 200);
    const copyId = await repo.insertCase(this.db, {
      title,
      typeId: row.typeId,
      cover: row.cover,
      summary: row.summary,
      theory: row.theory,
      datasets: row.datasets,
      template: row.template,
      tests: row.tests,
      rubric: row.rubric,
      parameters: row.parameters,
      generator: row.generator,
      solutions: row.solutions,
      difficulty: row.difficulty,
      tags: row.tags,
      status: 'draft',
      eduIds: row.eduIds,
      createdBy: caller.id,
    });
    return this.get(copyId);
  }

  /** An `.ipynb` in nbgrader's source layout as a case's parts (issue 35); nothing is stored (the editor saves). */
  importNotebook(content: string): CaseNotebookImport {
    return importNotebook(content);
  }

  /** The saved case in nbgrader's source layout, with its solutions where the import kept them, else the stubs. */
  async exportNotebook(id: number): Promise<CaseNotebookExport> {
    const { row } = await this.found(id);
    const base = row.slug ?? `case-${row.id}`;
    return { filename: `${base}.ipynb`, content: exportNotebook({ title: row.title, template: row.template, tests: row.tests, rubric: row.rubric, solutions: row.solutions }) };
  }

  private async found(id: number): Promise<repo.CaseWithType> {
    const found = await repo.findCase(this.db, id);
    if (found === null) throw caseNotFound();
    return found;
  }

  async remove(id: number): Promise<void> {
    await this.get(id);
    await repo.deleteCase(this.db, id);
  }

  async listTypes(): Promise<CaseType[]> {
    return (await repo.listTypes(this.db)).map(({ row, caseCount }) => ({
      id: row.id,
      name: row.name,
      sort: row.sort,
      case_count: caseCount,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  private async typeOf(id: number): Promise<CaseType> {
    const found = (await this.listTypes()).find((t) => t.id === id);
    if (found === undefined) throw typeNotFound();
    return found;
  }

  async createType(body: TypeCreateBody): Promise<CaseType> {
    if (await repo.typeNameTaken(this.db, body.name)) throw badRequest('案例类型名称已存在', 'A case type with this name already exists');
    return this.typeOf(await repo.insertType(this.db, { name: body.name, sort: body.sort }));
  }

  async updateType(id: number, patch: CaseTypeUpdate): Promise<CaseType> {
    await this.typeOf(id);
    if (patch.name !== undefined && (await repo.typeNameTaken(this.db, patch.name, id)))
      throw badRequest('案例类型名称已存在', 'A case type with this name already exists');
    await repo.updateType(this.db, id, { name: patch.name, sort: patch.sort });
    return this.typeOf(id);
  }

  /** A type still used by a case (deleted cases included: their history points at it) cannot be deleted. */
  async removeType(id: number): Promise<void> {
    await this.typeOf(id);
    const used = await repo.typeInUse(this.db, id);
    if (used.live > 0) throw badRequest(`该类型下还有 ${used.live} 个案例，不能删除`, `${used.live} case(s) still use this type; it cannot be deleted`);
    if (used.any > 0) throw badRequest('该类型被已删除案例的记录引用，不能删除', 'Records of deleted cases still use this type; it cannot be deleted');
    await repo.deleteType(this.db, id);
  }
}
