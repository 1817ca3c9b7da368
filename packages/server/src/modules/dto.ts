import type { College, User } from '@finedu/domain';
import type { CollegeRow } from '../db/schema/colleges.js';
import type { UserRow } from '../db/schema/users.js';

const iso = (d: Date): string => d.toISOString();

/** A user row as the API shows it (never the password or sign-in counters). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    edu_id: row.eduId,
    username: row.username,
    name: row.name,
    phone: row.phone,
    email: row.email,
    id_number: row.idNumber,
    department: row.department,
    specialty: row.specialty,
    teach: row.teach,
    class_id: row.classId,
    status: row.status === 1 ? 1 : 0,
    role: row.role as User['role'],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export function toCollege(row: CollegeRow): College {
  return {
    id: row.id,
    title: row.title,
    area: row.area,
    number: row.number,
    specialty: row.specialty,
    level: row.level,
    edu_status: row.eduStatus,
    status: row.status === 1 ? 1 : 0,
    count: row.count,
    address: row.address,
    remark: row.remark,
    role: row.role,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
