// The limits of a notebook question (issue 16), without zod: the exam page reads a saved notebook answer with them
// (exam/notebookAnswer.ts), and a value taken from contract/exam.ts would bring its schemas and zod into that page.

/** Limits of a notebook question: its starting cells, the cells a student's answer may hold, a cell's source. */
export const NOTEBOOK_QUESTION_LIMITS = { cells: 50, answerCells: 100, cellSource: 20000 } as const;
