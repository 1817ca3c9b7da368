import type { ChapterTreeNode } from './chapterTreeModel';

/** A finance course outline shared by the tests and stories. */
export const CHAPTERS: ChapterTreeNode[] = [
  {
    id: 1,
    title: '第一章 货币时间价值',
    children: [
      { id: 11, title: '1.1 终值与现值' },
      { id: 12, title: '1.2 年金' },
    ],
  },
  {
    id: 2,
    title: '第二章 风险与收益',
    children: [{ id: 21, title: '2.1 收益率与波动率' }],
  },
  { id: 3, title: '第三章 资本资产定价模型' },
];
