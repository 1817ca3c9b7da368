import type { CollegeCreate, CollegeListQuery, CollegeUpdate, CollegeWithCounts, Paged } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CollegeRow } from '../../db/schema/colleges.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { toCollege } from '../dto.js';
import * as repo from './repository.js';

type ListQuery = z.output<typeof CollegeListQuery>;
type CreateBody = z.output<typeof CollegeCreate>;

export const collegeNotFound = () => notFound('院校不存在', 'College not found');

/** The account quota of a college (`count`): the most users it may hold. */
export function quotaExceeded(quota: number, current: number, adding: number): AppError {
  return new AppError(0, {
    zh: `超出院校账号数量上限（上限 ${quota}，已有 ${current}，本次新增 ${adding}）`,
    en: `The college's account quota is exceeded (quota ${quota}, existing ${current}, adding ${adding})`,
  });
}

export class EduService {
  constructor(private readonly db: Db) {}

  private async withCounts(rows: CollegeRow[]): Promise<CollegeWithCounts[]> {
    const ids = rows.map((r) => r.id);
    const [byRole, classes] = await Promise.all([repo.userCountsByRole(this.db, ids), repo.classCounts(this.db, ids)]);
    return rows.map((row) => {
      const counts = byRole.get(row.id) ?? {};
      const edu_admin = counts.edu_admin ?? 0;
      const edu_teacher = counts.edu_teacher ?? 0;
      const edu_student = counts.edu_student ?? 0;
      return {
        ...toCollege(row),
        user_count: Object.values(counts).reduce((a, b) => a + b, 0),
        counts: { edu_admin, edu_teacher, edu_student },
        class_count: classes.get(row.id) ?? 0,
      };
    });
  }

  async list(query: ListQuery): Promise<Paged<CollegeWithCounts>> {
    const { rows, total } = await repo.listColleges(this.db, query, (query.page - 1) * query.page_size, query.page_size);
    return { list: await this.withCounts(rows), total, page: query.page, page_size: query.page_size };
  }

  async get(id: number): Promise<CollegeWithCounts> {
    const row = await repo.findCollege(this.db, id);
    if (row === null) throw collegeNotFound();
    const [withCounts] = await this.withCounts([row]);
    return withCounts!;
  }

  async create(body: CreateBody): Promise<CollegeWithCounts> {
    if (await repo.findCollegeByTitle(this.db, body.title)) throw badRequest('院校名称已存在', 'A college with this name already exists');
    const row = await repo.insertCollege(this.db, {
      title: body.title,
      area: body.area,
      number: body.number,
      specialty: body.specialty,
      level: body.level,
      eduStatus: body.edu_status,
      status: body.status,
      count: body.count,
      address: body.address,
      remark: body.remark,
      role: body.role,
    });
    return this.get(row.id);
  }

  async update(id: number, patch: CollegeUpdate): Promise<CollegeWithCounts> {
    const row = await repo.findCollege(this.db, id);
    if (row === null) throw collegeNotFound();
    if (patch.title !== undefined && patch.title !== row.title && (await repo.findCollegeByTitle(this.db, patch.title)))
      throw badRequest('院校名称已存在', 'A college with this name already exists');
    if (patch.count !== undefined) {
      const existing = await repo.countCollegeUsers(this.db, id);
      if (patch.count < existing)
        throw badRequest(`账号数量上限不能少于现有用户数 ${existing}`, `The account quota cannot be below the existing ${existing} users`);
    }
    await repo.updateCollege(this.db, id, {
      title: patch.title,
      area: patch.area,
      number: patch.number,
      specialty: patch.specialty,
      level: patch.level,
      eduStatus: patch.edu_status,
      count: patch.count,
      address: patch.address,
      remark: patch.remark,
      role: patch.role,
    });
    return this.get(id);
  }

  /** Disabling a college signs out its users on their next request (the auth check reads the status). */
  async setStatus(id: number, status: 0 | 1): Promise<CollegeWithCounts> {
    const row = await repo.findCollege(this.db, id);
    if (row === null) throw collegeNotFound();
    await repo.updateCollege(this.db, id, { status });
    return this.get(id);
  }
}
