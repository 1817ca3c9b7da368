import { integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const colleges = pgTable('colleges', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 64 }).notNull().unique(),
  area: varchar('area', { length: 64 }).notNull().default(''),
  number: varchar('number', { length: 32 }).notNull().default(''),
  specialty: varchar('specialty', { length: 128 }).notNull().default(''),
  level: varchar('level', { length: 32 }).notNull().default(''),
  eduStatus: varchar('edu_status', { length: 32 }).notNull().default(''),
  status: integer('status').notNull().default(1),
  count: integer('count').notNull().default(0),
  address: varchar('address', { length: 255 }).notNull().default(''),
  remark: text('remark').notNull().default(''),
  role: jsonb('role').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export type CollegeRow = typeof colleges.$inferSelect;
export type NewCollegeRow = typeof colleges.$inferInsert;
