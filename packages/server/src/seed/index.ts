import type { SeedContext, Seeder } from './types.js';
import { casesSeeder } from './cases.js';
import { questionsSeeder } from './questions.js';
import { examsSeeder } from './exams.js';
import { coursesSeeder } from './courses.js';
import { competitionQuizSeeder } from './competitionQuiz.js';
import { usersSeeder } from './users.js';
import { competitionsSeeder } from './competitions.js';
import { blockCasesSeeder } from './blockCases.js';
import { chapterBlockCasesSeeder } from './chapterBlockCases.js';
import { blockLabSeeder } from './blockLab.js';

/** Demo data, in order. Later issues append their seeders (courses, cases, exams…). */
// The competition quiz runs after the competitions seeder (issue 10); the chapter's blockchain link and the demo
// lab attempt after the block cases (issue 11).
export const SEEDERS: Seeder[] = [usersSeeder, casesSeeder, questionsSeeder, examsSeeder, coursesSeeder, competitionsSeeder, competitionQuizSeeder, blockCasesSeeder, chapterBlockCasesSeeder, blockLabSeeder];

export async function runSeed(context: SeedContext): Promise<void> {
  if (!context.config.demoSeed) return;
  for (const seeder of SEEDERS) await seeder.run(context);
}
export type { SeedContext, Seeder };
