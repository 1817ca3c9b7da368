/** Every visible string of QuestionNavigator; zh-CN by default. */
export interface QuestionNavigatorLabels {
  /** Names the navigation landmark. */
  navigation: string;
  /** Progress line. */
  summary: (answered: number, total: number, flagged: number) => string;
  /** Accessible name of a question's button. */
  question: (number: number, state: { answered: boolean; flagged: boolean; current: boolean }) => string;
  /** Legend entries. */
  answered: string;
  unanswered: string;
  flagged: string;
  current: string;
  /** Names the legend. */
  legend: string;
}

export const defaultQuestionNavigatorLabels: QuestionNavigatorLabels = {
  navigation: '答题卡',
  summary: (answered, total, flagged) => `已答 ${answered} / ${total}${flagged > 0 ? ` · 标记 ${flagged}` : ''}`,
  question: (number, { answered, flagged, current }) => [`第 ${number} 题`, answered ? '已作答' : '未作答', flagged ? '已标记' : '', current ? '当前题' : ''].filter(Boolean).join('，'),
  answered: '已答',
  unanswered: '未答',
  flagged: '标记',
  current: '当前',
  legend: '图例',
};
