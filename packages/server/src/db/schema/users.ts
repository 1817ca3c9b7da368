import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { colleges } from './colleges.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    classId: integer('class_id'),
    username: varchar('username', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 16 }),
    email: varchar('email', { length: 128 }),
    idNumber: varchar('id_number', { length: 32 }),
    department: varchar('department', { length: 64 }),
    specialty: varchar('specialty', { length: 64 }),
    teach: varchar('teach', { length: 128 }),
    status: integer('status').notNull().default(1),
    password: varchar('password', { length: 255 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The latest wrong password; `failedLogins` is forgotten a day after it (the same for unknown names). */
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The latest signed-in request (written at most once a minute per user and instance), for "users active". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_phone_unique').on(t.phone),
    index('users_edu_idx').on(t.eduId),
    index('users_class_idx').on(t.classId),
    index('users_last_seen_idx').on(t.lastSeenAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
