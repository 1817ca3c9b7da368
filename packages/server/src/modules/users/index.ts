// The public face of modules/users: what other modules may use.
export { AccountRowChecks, hashRows, openImportSheet } from './importRows.js';
export { existingPhones, existingUsernames, insertUsers } from './repository.js';
export { usersRoutes } from './routes.js';
export { headerOf } from './spreadsheet.js';
