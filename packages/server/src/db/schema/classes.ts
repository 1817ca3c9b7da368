import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { colleges } from './colleges.js';
import { users } from './users.js';

/** Classes (班级); students belong to one class through `users.class_id`. */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').notNull().references(() => colleges.id),
    name: varchar('name', { length: 64 }).notNull(),
    grade: varchar('grade', { length: 32 }).notNull().default(''),
    teacherId: integer('teacher_id').references(() => users.id),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_edu_name_unique').on(t.eduId, t.name)],
);

export type ClassRow = typeof classes.$inferSelect;
