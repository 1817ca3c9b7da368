import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@finedu/domain';
import { classes, colleges, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import type { Seeder } from './types.js';

export const DEMO_COLLEGE = '示范金融学院';
export const DEMO_COLLEGE_2 = '第二示范学院';
export const DEMO_CLASS = '金融2301';

interface DemoUser {
  username: string;
  name: string;
  role: Role;
  college?: string;
  phone: string;
  klass?: string;
}

/** Accounts of issue 2 (password DEMO_PASSWORD, default Demo@2026). */
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', name: '系统管理员', role: 'sys_admin', phone: '13800000001' },
  { username: 'systeacher', name: '系统教师', role: 'sys_teacher', phone: '13800000002' },
  { username: 'eduadmin', name: '示范院校管理员', role: 'edu_admin', college: DEMO_COLLEGE, phone: '13800000011' },
  { username: 'teacher', name: '王老师', role: 'edu_teacher', college: DEMO_COLLEGE, phone: '13800000012' },
  { username: 'student', name: '李同学', role: 'edu_student', college: DEMO_COLLEGE, phone: '13800000013', klass: DEMO_CLASS },
  { username: 'eduadmin2', name: '第二院校管理员', role: 'edu_admin', college: DEMO_COLLEGE_2, phone: '13800000021' },
  { username: 'teacher2', name: '张老师', role: 'edu_teacher', college: DEMO_COLLEGE_2, phone: '13800000022' },
  { username: 'student2', name: '赵同学', role: 'edu_student', college: DEMO_COLLEGE_2, phone: '13800000023' },
  // Competition accounts (issue 10): no college; they sign in at /competition/login and see only their competitions.
  { username: 'competitor1', name: '陈选手', role: 'competitor', phone: '13800000031' },
  { username: 'competitor2', name: '周选手', role: 'competitor', phone: '13800000032' },
];

const DEMO_COLLEGES = [
  { title: DEMO_COLLEGE, area: '上海', number: 'FIN001', specialty: '金融学、金融科技、大数据管理', level: '本科', eduStatus: '正式', count: 500, address: '上海市浦东新区示范路 1 号', remark: '演示数据' },
  { title: DEMO_COLLEGE_2, area: '北京', number: 'FIN002', specialty: '会计学、数据科学', level: '专科', eduStatus: '试用', count: 200, address: '北京市海淀区示范路 2 号', remark: '演示数据（用于测试院校隔离）' },
];

/** Colleges, the demo class and the demo accounts (eight platform users, two competition accounts); the teacher heads 金融2301. */
export const usersSeeder: Seeder = {
  name: 'users',
  async run({ db, config, log }) {
    const collegeIds = new Map<string, number>();
    for (const college of DEMO_COLLEGES) {
      const [existing] = await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, college.title));
      const id = existing?.id ?? (await db.insert(colleges).values(college).returning({ id: colleges.id }))[0]!.id;
      collegeIds.set(college.title, id);
    }
    const userIds = new Map<string, number>();
    let created = 0;
    // The missing accounts' hashes are computed side by side (they queue in the password pool, off the event loop) rather than one by one.
    const names = DEMO_USERS.map((d) => d.username);
    const present = new Set((await db.select({ username: users.username }).from(users).where(inArray(users.username, names))).map((r) => r.username));
    const hashes = new Map(names.filter((n) => !present.has(n)).map((n) => [n, hashPassword(config.demoPassword, config.passwordCost)]));
    for (const demo of DEMO_USERS) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, demo.username));
      if (existing) {
        userIds.set(demo.username, existing.id);
        continue;
      }
      const [row] = await db
        .insert(users)
        .values({
          username: demo.username,
          name: demo.name,
          role: demo.role,
          phone: demo.phone,
          eduId: demo.college ? collegeIds.get(demo.college)! : null,
          password: await (hashes.get(demo.username) ?? hashPassword(config.demoPassword, config.passwordCost)),
          department: demo.college ? '金融系' : null,
        })
        .returning({ id: users.id });
      userIds.set(demo.username, row!.id);
      created++;
    }
    const eduId = collegeIds.get(DEMO_COLLEGE)!;
    const [klass] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, DEMO_CLASS));
    if (!klass) {
      const [row] = await db
        .insert(classes)
        .values({ eduId, name: DEMO_CLASS, grade: '2023', teacherId: userIds.get('teacher')!, remark: '演示班级' })
        .returning({ id: classes.id });
      await db.update(users).set({ classId: row!.id }).where(eq(users.id, userIds.get('student')!));
    }
    if (created > 0) log(`demo accounts created: ${created}`);
  },
};
