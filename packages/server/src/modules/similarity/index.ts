// The public face of modules/similarity: what other modules may use.
export { similarityRoutes } from './routes.js';
export { similarityReport, templateLines, tokensWithoutTemplate, type Submission } from './winnow.js';
