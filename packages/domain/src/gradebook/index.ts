export { gradeTotal, zeroApplies, letterFor, letterScaleProblem, FIVE_LEVEL_SCALE, LETTER_SCALE } from './total.js';
export type { GradeAggregation, GradeCategoryRule, GradeItemRule, GradeItemScore, GradeTotalInput, GradeItemState, GradeCategoryResult, GradeTotalResult, LetterStep } from './total.js';
