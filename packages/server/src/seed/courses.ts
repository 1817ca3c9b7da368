// Demo courses, chapters, resources, a platform course granted to the demo college, a textbook and articles.
// Idempotent: every item is found again by its slug and skipped when it exists.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, cases, chapters, classes, colleges, courseClasses, courseGrants, courses, courseTeachers, resourceCategories, resources, textbookEditions, textbooks, users } from '../db/schema/index.js';
import { DEMO_FILES } from '../modules/courses/index.js';
import { loadStorageConfig } from '../plugins/storage/index.js';
import type { Seeder } from './types.js';
import { DEMO_CLASS, DEMO_COLLEGE } from './users.js';

// ---------------------------------------------------------------- teaching text (markdown with formulas)

export interface DemoSection {
  title: string;
  content: string;
  /** Slugs of demo resources (demoFiles.ts) and demo cases (seed/cases.ts). */
  resources?: readonly string[];
  cases?: readonly string[];
}
export interface DemoChapter extends DemoSection {
  sections?: readonly DemoSection[];
}
export interface DemoCourse {
  slug: string;
  title: string;
  description: string;
  sort: number;
}

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    slug: 'demo-course-fda',
    title: '金融数据分析基础',
    description: '用 Python 与 pandas 处理行情数据：收益率、波动率、回撤与可视化，配合股票风险案例在浏览器中动手练习。',
    sort: 0,
  },
  {
    slug: 'demo-course-quant',
    title: '量化投资入门',
    description: '从均值-方差模型到信用评分：用数据构建投资组合、评估风险，理解量化方法的假设与局限。',
    sort: 1,
  },
];

/** A platform course granted to the demo college (read-only there). */
export const PLATFORM_COURSE: DemoCourse = {
  slug: 'demo-course-platform-python',
  title: 'Python 金融编程（平台课程）',
  description: '平台提供的公共课程：Python 语法、NumPy 与 pandas 在金融数据中的基本用法。',
  sort: 10,
};

export const DEMO_CHAPTERS: Record<string, readonly DemoChapter[]> = {
  'demo-course-fda': [
    {
      title: '第一章 金融数据与收益率',
      content:
        '# 金融数据与收益率\n\n价格本身很难在不同资产之间比较，分析时我们几乎总是先把价格序列变成**收益率**序列。本章介绍两种收益率的定义、它们的性质，以及如何用 pandas 读取和整理日线行情。\n\n> 学习目标：能写出简单收益率与对数收益率的公式，并用 pandas 计算。',
      resources: ['demo-res-lecture-pdf'],
      sections: [
        {
          title: '1.1 简单收益率与对数收益率',
          content:
            '## 简单收益率与对数收益率\n\n设 $P_t$ 为第 $t$ 日的收盘价：\n\n- 简单收益率：$R_t = \\dfrac{P_t}{P_{t-1}} - 1$\n- 对数收益率：$r_t = \\ln \\dfrac{P_t}{P_{t-1}} = \\ln(1 + R_t)$\n\n对数收益率在**时间上可加**：\n\n$$r_{1 \\to T} = \\sum_{t=1}^{T} r_t$$\n\n而简单收益率在**组合上可加**：组合收益率等于各资产简单收益率的加权和 $R_p = \\sum_i w_i R_i$。收益率很小时两者近似相等，因为 $\\ln(1+x) \\approx x$。',
          resources: ['demo-res-cheatsheet-md'],
        },
        {
          title: '1.2 用 pandas 读取行情数据',
          content:
            '## 用 pandas 读取行情数据\n\n```python\nimport numpy as np\nimport pandas as pd\n\nprices = pd.read_csv("index-daily.csv", parse_dates=["date"], index_col="date")\nsimple = prices["close"].pct_change()\nlog_ret = np.log(prices["close"] / prices["close"].shift(1))\n```\n\n`pct_change()` 的第一行为空值（没有前一日价格），计算统计量前记得 `dropna()`。完成阅读后，打开本节的案例，在笔记本中计算三只股票的对数收益率。',
          resources: ['demo-res-index-csv'],
          cases: ['demo-stock-risk'],
        },
      ],
    },
    {
      title: '第二章 风险度量',
      content: '# 风险度量\n\n收益总是与风险一起出现。本章用波动率刻画收益的离散程度，用最大回撤刻画投资者可能经历的最坏损失。',
      cases: ['demo-stock-risk'],
      sections: [
        {
          title: '2.1 波动率与年化',
          content:
            '## 波动率与年化\n\n日收益率的样本标准差 $\\sigma_d$ 是最常用的风险指标。假设各日收益独立同分布，一年约 252 个交易日：\n\n$$\\sigma_{\\text{年}} = \\sigma_d \\sqrt{252}$$\n\n注意是乘以 $\\sqrt{252}$ 而不是 252：方差随时间线性增长，标准差随时间的平方根增长。',
        },
        {
          title: '2.2 最大回撤',
          content:
            '## 最大回撤\n\n最大回撤衡量从历史最高点到随后最低点的最大跌幅：\n\n$$\\text{MDD} = \\min_t \\left( \\frac{P_t}{\\max_{s \\le t} P_s} - 1 \\right)$$\n\n```python\ndrawdown = prices / prices.cummax() - 1\nmax_drawdown = drawdown.min()\n```\n\n最大回撤是负数；报告时常写成“最大回撤 23.5%”。',
        },
      ],
    },
  ],
  'demo-course-quant': [
    {
      title: '第一章 投资组合理论',
      content: '# 投资组合理论\n\n马科维茨（1952）指出：在给定预期收益下，投资者应选择方差最小的组合。分散投资之所以有效，是因为资产之间并非完全正相关。',
      sections: [
        {
          title: '1.1 均值-方差模型',
          content:
            '## 均值-方差模型\n\n组合的预期收益与方差：\n\n$$\\mu_p = w^\\top \\mu, \\qquad \\sigma_p^2 = w^\\top \\Sigma w$$\n\n在 $\\sum_i w_i = 1$ 的约束下，全局最小方差组合为：\n\n$$w^{*} = \\frac{\\Sigma^{-1} \\mathbf{1}}{\\mathbf{1}^\\top \\Sigma^{-1} \\mathbf{1}}$$\n\n在案例中，你将用月度收益估计 $\\mu$ 与 $\\Sigma$，并画出有效前沿。',
          cases: ['demo-mean-variance'],
        },
        {
          title: '1.2 夏普比率',
          content: '## 夏普比率\n\n$$S = \\frac{E[R_p] - R_f}{\\sigma_p}$$\n\n夏普比率衡量单位风险的超额收益，切点组合是有效前沿上夏普比率最高的组合。',
          resources: ['demo-res-cheatsheet-md'],
        },
      ],
    },
    {
      title: '第二章 信用风险与机器学习',
      content: '# 信用风险与机器学习\n\n银行需要在放贷前估计借款人的违约概率（PD）。逻辑回归因其可解释性，长期是评分卡的主流模型。',
      sections: [
        {
          title: '2.1 逻辑回归评分卡',
          content:
            '## 逻辑回归评分卡\n\n$$P(\\text{违约} \\mid x) = \\frac{1}{1 + e^{-(\\beta_0 + \\beta^\\top x)}}$$\n\n模型的区分能力用 ROC 曲线下面积（AUC）衡量：AUC = 0.5 相当于随机猜测，越接近 1 越好。',
          cases: ['demo-credit-scoring'],
        },
      ],
    },
  ],
  'demo-course-platform-python': [
    {
      title: '第一章 Python 与 NumPy',
      content: '# Python 与 NumPy\n\n向量化运算让我们一次处理整列价格，而不必逐行循环：`np.log(p[1:] / p[:-1])` 一行即可得到对数收益率。',
    },
  ],
};

export interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  content: string;
  status: 'draft' | 'published';
  pinned: boolean;
  daysAgo: number;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'demo-article-launch',
    title: '金融大数据教学平台新学期上线',
    summary: '新学期课程、案例教学与在线考试全面开放，欢迎各院校师生使用。',
    content:
      '<h2>新学期，新平台</h2><p>本学期平台开放 <strong>金融数据分析基础</strong>、<strong>量化投资入门</strong> 等课程，配套股票风险、信用评分、资产配置三个在线案例。</p><ul><li>学生：在“我的课程”中按章节学习，进度自动记录。</li><li>教师：在课程管理中查看每位学生的学习进度。</li></ul>',
    status: 'published',
    pinned: true,
    daysAgo: 2,
  },
  {
    slug: 'demo-article-competition',
    title: '第三届金融数据建模大赛报名通知',
    summary: '大赛面向全国高校金融、统计与计算机专业学生，即日起开放报名。',
    content: '<p>本届大赛以<em>信用风险评估</em>为主题，提供真实脱敏数据。报名截止时间以大赛页面为准。</p><p>详情请咨询各院校教务老师。</p>',
    status: 'published',
    pinned: false,
    daysAgo: 5,
  },
  {
    slug: 'demo-article-draft',
    title: '（草稿）平台维护计划',
    summary: '下月初将进行一次例行维护。',
    content: '<p>维护期间笔记本服务将暂停约 30 分钟。</p>',
    status: 'draft',
    pinned: false,
    daysAgo: 0,
  },
];

// ---------------------------------------------------------------- writing it

async function userId(db: Db, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

async function caseIds(db: Db, slugs: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const slug of slugs) {
    const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.slug, slug));
    if (row) ids.push(row.id);
  }
  return ids;
}

/** Adds the course's chapters and sections (only when it has none). */
async function seedChapters(db: Db, courseId: number, slug: string, resourceIds: Map<string, number>): Promise<void> {
  const existing = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId)).limit(1);
  if (existing.length > 0) return;
  for (const [index, chapter] of (DEMO_CHAPTERS[slug] ?? []).entries()) {
    const [parent] = await db
      .insert(chapters)
      .values({
        courseId,
        title: chapter.title,
        content: chapter.content,
        sort: index,
        resourceIds: (chapter.resources ?? []).map((s) => resourceIds.get(s)).filter((id): id is number => id !== undefined),
        caseIds: await caseIds(db, chapter.cases ?? []),
      })
      .returning({ id: chapters.id });
    for (const [sectionIndex, section] of (chapter.sections ?? []).entries()) {
      await db.insert(chapters).values({
        courseId,
        parentId: parent!.id,
        title: section.title,
        content: section.content,
        sort: sectionIndex,
        resourceIds: (section.resources ?? []).map((s) => resourceIds.get(s)).filter((id): id is number => id !== undefined),
        caseIds: await caseIds(db, section.cases ?? []),
      });
    }
  }
}

async function seedResources(db: Db, eduId: number, authorId: number | null, mediaPrefix: string): Promise<Map<string, number>> {
  const categoryId = async (name: string, sort: number) => {
    const [found] = await db.select({ id: resourceCategories.id }).from(resourceCategories).where(and(eq(resourceCategories.eduId, eduId), eq(resourceCategories.name, name)));
    return found?.id ?? (await db.insert(resourceCategories).values({ eduId, name, sort }).returning({ id: resourceCategories.id }))[0]!.id;
  };
  const notes = await categoryId('课件讲义', 0);
  const data = await categoryId('数据集', 1);
  const ids = new Map<string, number>();
  const meta: Record<string, { title: string; description: string; type: string; categoryId: number }> = {
    'demo-res-lecture-pdf': { title: '金融数据分析基础 · 课程讲义', description: '收益率、风险与 pandas 数据处理的要点（PDF，可在浏览器中预览）。', type: 'document', categoryId: notes },
    'demo-res-cheatsheet-md': { title: '收益率与风险速查表', description: '常用公式一页纸：简单收益率、对数收益率、年化波动率、夏普比率。', type: 'document', categoryId: notes },
    'demo-res-index-csv': { title: '指数日线样例数据', description: '60 个交易日的指数收盘价与成交量（CSV），用于课堂练习。', type: 'dataset', categoryId: data },
  };
  for (const file of DEMO_FILES) {
    const [found] = await db.select({ id: resources.id }).from(resources).where(eq(resources.slug, file.slug));
    if (found) {
      ids.set(file.slug, found.id);
      continue;
    }
    const info = meta[file.slug]!;
    const [row] = await db
      .insert(resources)
      .values({ eduId, categoryId: info.categoryId, title: info.title, description: info.description, type: info.type, key: `${mediaPrefix}${file.path}`, filename: file.filename, mime: file.mime, size: file.body().length, slug: file.slug, createdBy: authorId })
      .returning({ id: resources.id });
    ids.set(file.slug, row!.id);
  }
  return ids;
}

export const coursesSeeder: Seeder = {
  name: 'courses',
  async run({ db, config, log }) {
    const eduId = (await db.select({ id: colleges.id }).from(colleges).where(eq(colleges.title, DEMO_COLLEGE)))[0]?.id ?? null;
    const classId = eduId === null ? null : ((await db.select({ id: classes.id }).from(classes).where(and(eq(classes.eduId, eduId), eq(classes.name, DEMO_CLASS))))[0]?.id ?? null);
    const teacherId = await userId(db, 'teacher');
    const adminId = await userId(db, 'admin');
    if (eduId === null || classId === null || teacherId === null) {
      log('courses seed skipped: the demo college, class or teacher is missing');
      return;
    }
    const storage = loadStorageConfig({ ...config.storage, DATA_DIR: config.dataDir });
    const resourceIds = await seedResources(db, eduId, teacherId, `${storage.prefix}${storage.pathMedia}`);
    let created = 0;
    for (const demo of [...DEMO_COURSES, PLATFORM_COURSE]) {
      const [found] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, demo.slug));
      let courseId = found?.id;
      if (courseId === undefined) {
        const platform = demo === PLATFORM_COURSE;
        const [row] = await db
          .insert(courses)
          .values({ eduId: platform ? null : eduId, title: demo.title, description: demo.description, status: 'published', sort: demo.sort, slug: demo.slug, createdBy: platform ? adminId : teacherId })
          .returning({ id: courses.id });
        courseId = row!.id;
        if (platform) await db.insert(courseGrants).values({ courseId, eduId }).onConflictDoNothing();
        await db.insert(courseTeachers).values({ courseId, userId: teacherId }).onConflictDoNothing();
        await db.insert(courseClasses).values({ courseId, classId }).onConflictDoNothing();
        created += 1;
      }
      await seedChapters(db, courseId, demo.slug, demo === PLATFORM_COURSE ? new Map() : resourceIds);
    }

    const [platformCourse] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, PLATFORM_COURSE.slug));
    const [book] = await db.select({ id: textbooks.id }).from(textbooks).where(eq(textbooks.slug, 'demo-textbook-python-finance'));
    if (!book) {
      const [row] = await db
        .insert(textbooks)
        .values({ title: 'Python 金融数据分析', authors: ['王明', '李华'], publisher: '示范大学出版社', isbn: '9787111111115', description: '面向金融专业本科生的 Python 数据分析教材。', slug: 'demo-textbook-python-finance' })
        .returning({ id: textbooks.id });
      await db.insert(textbookEditions).values({
        textbookId: row!.id,
        name: '第 2 版',
        year: 2023,
        chapters: [
          { title: '第 1 章 Python 与 pandas 基础', course_id: platformCourse?.id ?? null },
          { title: '第 2 章 收益率与风险', course_id: platformCourse?.id ?? null },
          { title: '第 3 章 投资组合', course_id: null },
        ],
      });
    }

    for (const { daysAgo, ...article } of DEMO_ARTICLES) {
      const [found] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, article.slug));
      if (found) continue;
      await db.insert(articles).values({ ...article, format: 'html', createdBy: adminId, publishAt: article.status === 'published' ? new Date(Date.now() - daysAgo * 86_400_000) : null });
    }
    if (created > 0) log(`demo courses created: ${created}`);
  },
};
