// The public face of modules/courses: what other modules may use.
export { blockCaseLinks, listChapters, replaceBlockCaseLinks } from './chapterRepository.js';
export { buildTree, readingOrder } from './chapterTree.js';
export { coursesWhere } from './courseRepository.js';
export { DEMO_FILES } from './demoFiles.js';
export { teacherLearningOf } from './learning.js';
export { readingsOf } from './readingRepository.js';
export { coursesRoutes } from './routes.js';
export { isSafeUrl, sanitizeRichText } from './sanitize.js';
