export { QuestionNavigator } from './QuestionNavigator';
export type { QuestionNavigatorItem, QuestionNavigatorProps } from './QuestionNavigator';
export { defaultQuestionNavigatorLabels } from './questionNavigatorLabels';
export type { QuestionNavigatorLabels } from './questionNavigatorLabels';
