/** Every visible string of QuestionNavigatorDrawer; zh-CN by default. */
export interface QuestionNavigatorDrawerLabels {
  /** Text of the toggle and title of the open drawer. */
  title: string;
  /** Progress on the toggle. */
  progress: (answered: number, total: number) => string;
  /** Names the button that closes the drawer. */
  close: string;
}

export const defaultQuestionNavigatorDrawerLabels: QuestionNavigatorDrawerLabels = {
  title: '题目导航',
  progress: (answered, total) => `已答 ${answered}/${total}`,
  close: '关闭题目导航',
};
