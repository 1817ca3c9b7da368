export { AuthClient } from './AuthClient.js';
export type { AuthApi } from './AuthClient.js';
export { CollegesClient } from './CollegesClient.js';
export type { CollegesApi } from './CollegesClient.js';
export { UsersClient } from './UsersClient.js';
export type { UsersApi } from './UsersClient.js';
export { ClassesClient } from './ClassesClient.js';
export type { ClassesApi } from './ClassesClient.js';
export type { RequestOptions } from './request.js';
