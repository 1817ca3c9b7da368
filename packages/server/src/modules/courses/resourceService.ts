// Teaching resources: a college's library plus granted platform resources; files live in object storage.
import type { Resource, ResourceCategory, TablePreview, ResourceCategoryCreate, ResourceCategoryUpdate, ResourceCreate, ResourceDownload, ResourceListQuery, ResourceUpdate, Paged } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ResourceRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { readBytes, StoredObjectTooLarge, type StorageAdapter, type StorageLinks } from '../../plugins/storage/index.js';
import { isEduStaff, type Caller } from './access.js';
import { existingColleges } from './courseRepository.js';
import { mimeOf, previewKindOf, resourceTypeOf } from './resourceFiles.js';
import * as repo from './resourceRepository.js';
import { isTableFile, parseTable, previewOf } from '../../lib/datasetTable.js';

type ListQuery = z.output<typeof ResourceListQuery>;
type CreateBody = z.output<typeof ResourceCreate>;
type UpdateBody = z.output<typeof ResourceUpdate>;
type CategoryCreateBody = z.output<typeof ResourceCategoryCreate>;

export const resourceNotFound = () => notFound('资源不存在', 'Resource not found');
/** Largest table resource read for a preview; a larger one is downloaded. */
export const MAX_TABLE_PREVIEW_BYTES = 20 * 1024 * 1024;

const categoryNotFound = () => notFound('资源分类不存在', 'Resource category not found');

/** The library the caller reads: the platform's for the sys_admin, own + granted for a college. */
function readLibrary(caller: Caller): repo.ResourceScope {
  if (caller.role === 'sys_admin') return { kind: 'library', eduId: null };
  if (caller.eduId === null) throw forbidden();
  return { kind: 'library', eduId: caller.eduId };
}

/** The library the caller writes to (`null` = the platform's). */
function ownLibrary(caller: Caller): number | null {
  if (caller.role === 'sys_admin') return null;
  if (isEduStaff(caller)) return caller.eduId;
  throw forbidden();
}

export class ResourceService {
  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly links: StorageLinks,
  ) {}

  private canEdit(caller: Caller, row: ResourceRow): boolean {
    if (caller.role === 'sys_admin') return row.eduId === null;
    if (row.eduId === null || row.eduId !== caller.eduId) return false;
    return caller.role === 'edu_admin' || (caller.role === 'edu_teacher' && row.createdBy === caller.id);
  }

  private async toResources(caller: Caller, found: repo.ResourceWithNames[]): Promise<Resource[]> {
    const grants = caller.role === 'sys_admin' ? await repo.grantsOf(this.db, found.filter((f) => f.row.eduId === null).map((f) => f.row.id)) : new Map<number, number[]>();
    return found.map(({ row, categoryName, authorName }) => ({
      id: row.id,
      edu_id: row.eduId,
      category_id: row.categoryId,
      category_name: categoryName ?? '',
      title: row.title,
      description: row.description,
      type: row.type as Resource['type'],
      kind: previewKindOf(row.filename, row.mime),
      filename: row.filename,
      mime: row.mime,
      size: row.size,
      key: row.key,
      granted: row.eduId === null && caller.eduId !== null,
      editable: this.canEdit(caller, row),
      edu_ids: grants.get(row.id) ?? [],
      created_by: row.createdBy,
      created_by_name: authorName ?? '',
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async list(caller: Caller, query: ListQuery): Promise<Paged<Resource>> {
    let scope = readLibrary(caller);
    if (caller.eduId !== null && query.source === 'own') scope = { kind: 'ownedBy', eduId: caller.eduId };
    if (caller.eduId !== null && query.source === 'granted') scope = { kind: 'grantedTo', eduId: caller.eduId };
    const { rows, total } = await repo.listResources(
      this.db,
      { scope, keyword: query.keyword, type: query.type, categoryId: query.category_id },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: await this.toResources(caller, rows), total, page: query.page, page_size: query.page_size };
  }

  private async readable(caller: Caller, id: number): Promise<repo.ResourceWithNames> {
    const found = await repo.findResource(this.db, id, readLibrary(caller));
    if (found === null) throw resourceNotFound();
    return found;
  }

  async get(caller: Caller, id: number): Promise<Resource> {
    const [resource] = await this.toResources(caller, [await this.readable(caller, id)]);
    return resource!;
  }

  private async editable(caller: Caller, id: number): Promise<ResourceRow> {
    const { row } = await this.readable(caller, id);
    if (!this.canEdit(caller, row)) throw row.eduId === null && caller.role !== 'sys_admin' ? badRequest('平台授权的资源为只读', 'A granted platform resource is read-only') : forbidden();
    return row;
  }

  private async assertCategory(library: number | null, categoryId: number | null | undefined): Promise<void> {
    if (categoryId === null || categoryId === undefined) return;
    if ((await repo.findCategory(this.db, categoryId, library)) === null) throw categoryNotFound();
  }

  async create(caller: Caller, body: CreateBody): Promise<Resource> {
    const library = ownLibrary(caller);
    await this.assertCategory(library, body.category_id);
    const upload = await repo.completedUpload(this.db, body.key, caller.id, caller.eduId);
    if (upload === null) throw badRequest('文件不是本人或本院校已完成的上传，请先上传文件', 'The file is not a finished upload of yours or your college; upload it first');
    const info = await this.storage.head(upload.key);
    if (info === null) throw badRequest('存储中找不到该文件，请重新上传', 'The file is missing from storage; upload it again');
    const filename = body.filename ?? upload.filename;
    const mime = mimeOf(filename, upload.contentType ?? info.contentType);
    const id = await repo.insertResource(this.db, {
      eduId: library,
      categoryId: body.category_id,
      title: body.title,
      description: body.description,
      type: body.type ?? resourceTypeOf(filename, mime),
      key: upload.key,
      filename,
      mime,
      size: info.size,
      createdBy: caller.id,
    });
    return this.get(caller, id);
  }

  async update(caller: Caller, id: number, patch: UpdateBody): Promise<Resource> {
    const row = await this.editable(caller, id);
    await this.assertCategory(row.eduId, patch.category_id);
    await repo.updateResource(this.db, id, { title: patch.title, description: patch.description, type: patch.type, categoryId: patch.category_id });
    return this.get(caller, id);
  }

  async remove(caller: Caller, id: number): Promise<void> {
    await this.editable(caller, id);
    await repo.softDeleteResource(this.db, id);
  }

  /** A link to the file, issued now to a reader of the library (it expires in STORAGE_LINK_TTL). */
  async download(caller: Caller, id: number): Promise<ResourceDownload> {
    const { row } = await this.readable(caller, id);
    return this.linkOf(row);
  }

  /**
   * A CSV or XLSX resource's first `rows` rows, read by the same reader as a case's datasets (lib/datasetTable), so the
   * library and the dataset tab show a file the same way.
   */
  async table(caller: Caller, id: number, rows: number): Promise<TablePreview> {
    return this.tableOf((await this.readable(caller, id)).row, rows);
  }

  /** The table preview of `row`; the caller has checked that the reader may read it (its library, or a chapter's link). */
  async tableOf(row: ResourceRow, rows: number): Promise<TablePreview> {
    if (!isTableFile(row.filename)) throw badRequest('只有 CSV 和 Excel（xlsx）文件可以按表格预览', 'Only CSV and Excel (xlsx) files can be previewed as a table');
    const bytes = await readBytes(this.storage, row.key, MAX_TABLE_PREVIEW_BYTES).catch((error: unknown) => {
      throw error instanceof StoredObjectTooLarge ? badRequest('文件超过 20 MB，无法在线预览，请下载后查看', 'The file is over 20 MB and cannot be previewed; download it instead') : error;
    });
    if (bytes === null) throw notFound('存储中找不到该文件', 'The file is missing from storage');
    try {
      return previewOf(await parseTable(row.filename, bytes), rows);
    } catch {
      throw badRequest('无法读取该表格文件，请下载后查看', 'The table file cannot be read; download it instead');
    }
  }

  /** A link issued for this answer; the caller has checked that the reader may read `row`. */
  linkOf(row: ResourceRow): ResourceDownload {
    const link = this.links.link(row.key, { name: row.filename });
    return {
      url: link.url,
      filename: row.filename,
      mime: row.mime,
      kind: previewKindOf(row.filename, row.mime),
      size: row.size,
      // A public URL (STORAGE_PUBLIC_URL) does not expire; the contract wants a time, so a far one.
      expires_at: (link.expiresAt ?? new Date(Date.UTC(9999, 0, 1))).toISOString(),
    };
  }

  // ---------------------------------------------------------------- categories

  async categories(caller: Caller): Promise<ResourceCategory[]> {
    const library = caller.role === 'sys_admin' ? null : caller.eduId;
    if (library === null && caller.role !== 'sys_admin') throw forbidden();
    return (await repo.listCategories(this.db, library)).map(({ row, count }) => ({ id: row.id, edu_id: row.eduId, name: row.name, sort: row.sort, resource_count: count }));
  }

  private assertCategoryManager(caller: Caller): number | null {
    if (caller.role === 'sys_admin') return null;
    if (caller.role === 'edu_admin' && caller.eduId !== null) return caller.eduId;
    throw forbidden();
  }

  async createCategory(caller: Caller, body: CategoryCreateBody): Promise<ResourceCategory> {
    const library = this.assertCategoryManager(caller);
    if (await repo.categoryNameTaken(this.db, library, body.name)) throw badRequest('分类名称已存在', 'A category with this name exists');
    const id = await repo.insertCategory(this.db, { eduId: library, name: body.name, sort: body.sort });
    return (await this.categories(caller)).find((c) => c.id === id)!;
  }

  async updateCategory(caller: Caller, id: number, patch: z.output<typeof ResourceCategoryUpdate>): Promise<ResourceCategory> {
    const library = this.assertCategoryManager(caller);
    if ((await repo.findCategory(this.db, id, library)) === null) throw categoryNotFound();
    if (patch.name !== undefined && (await repo.categoryNameTaken(this.db, library, patch.name, id))) throw badRequest('分类名称已存在', 'A category with this name exists');
    await repo.updateCategory(this.db, id, { name: patch.name, sort: patch.sort });
    return (await this.categories(caller)).find((c) => c.id === id)!;
  }

  async removeCategory(caller: Caller, id: number): Promise<void> {
    const library = this.assertCategoryManager(caller);
    if ((await repo.findCategory(this.db, id, library)) === null) throw categoryNotFound();
    const used = await repo.categoryInUse(this.db, id);
    if (used > 0) throw badRequest(`该分类下还有 ${used} 个资源，不能删除`, `The category still holds ${used} resource(s)`);
    await repo.deleteCategory(this.db, id);
  }

  // ---------------------------------------------------------------- resource store (sys_admin)

  private async assertCollege(eduId: number): Promise<void> {
    if (!(await existingColleges(this.db, [eduId])).has(eduId)) throw notFound('院校不存在', 'College not found');
  }

  async store(eduId: number): Promise<{ edu_id: number; resource_ids: number[] }> {
    await this.assertCollege(eduId);
    return { edu_id: eduId, resource_ids: await repo.storeOf(this.db, eduId) };
  }

  async setStore(eduId: number, resourceIds: number[]): Promise<{ edu_id: number; resource_ids: number[] }> {
    await this.assertCollege(eduId);
    const unique = [...new Set(resourceIds)];
    const found = new Set((await repo.resourcesIn(this.db, unique, { kind: 'library', eduId: null })).map((r) => r.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`平台资源 ${missing} 不存在`, `Platform resource ${missing} not found`);
    await repo.replaceStore(this.db, eduId, unique);
    return this.store(eduId);
  }
}
