// The public face of modules/questions: what other modules may use.
export { studentVariant } from './calculated.js';
export { questionsRoutes } from './routes.js';
export { loadPaperSnapshot } from './snapshot.js';
export { checkQuestion } from './validate.js';
export { questionTypeLabel } from './formats/xlsx.js';
