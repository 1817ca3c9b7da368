// The public face of modules/notebookTokens (issue 35): personal tokens of the notebook gateway.
export { isNotebookToken, NotebookTokenService, type NotebookTokenUser } from './service.js';
export { notebookTokenRoutes } from './routes.js';
