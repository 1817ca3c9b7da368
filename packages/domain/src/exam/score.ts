// Scores are shown and stored to the cent (two decimals): the one rounding rule of the platform, and the one paper total.

/** `value` rounded to two decimals (0.1 + 0.2 → 0.3, 85.555 → 85.56): every score the platform stores or shows. */
export const roundScore = (value: number): number => Math.round(value * 100) / 100;

/** Σ of the scores, rounded to two decimals; a score that is not a finite number (a half-typed draft) counts 0. */
export const sumScores = (items: Iterable<{ score: number }>): number => {
  let total = 0;
  for (const item of items) if (Number.isFinite(item.score)) total += item.score;
  return roundScore(total);
};

/** A paper's total score (rounded to two decimals) and number of questions, from its sections. */
export const paperTotal = (sections: Iterable<{ questions: Iterable<{ score: number }> }>): { total: number; count: number } => {
  let total = 0;
  let count = 0;
  for (const section of sections) {
    for (const question of section.questions) {
      if (Number.isFinite(question.score)) total += question.score;
      count += 1;
    }
  }
  return { total: roundScore(total), count };
};
