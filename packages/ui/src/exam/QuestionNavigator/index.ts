export { QuestionNavigator } from './QuestionNavigator';
export type { QuestionNavigatorItem, QuestionNavigatorProps } from './QuestionNavigator';
export { defaultQuestionNavigatorLabels } from './questionNavigatorLabels';
export type { QuestionNavigatorLabels } from './questionNavigatorLabels';
export { QuestionNavigatorDrawer } from './QuestionNavigatorDrawer';
export type { QuestionNavigatorDrawerProps } from './QuestionNavigatorDrawer';
export { questionNavigatorCompactMedia } from './QuestionNavigatorDrawer.styles';
export { defaultQuestionNavigatorDrawerLabels } from './questionNavigatorDrawerLabels';
export type { QuestionNavigatorDrawerLabels } from './questionNavigatorDrawerLabels';
