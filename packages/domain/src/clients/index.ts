export { AuthClient } from './AuthClient.js';
export type { AuthApi } from './AuthClient.js';
export { CollegesClient } from './CollegesClient.js';
export type { CollegesApi } from './CollegesClient.js';
export { UsersClient } from './UsersClient.js';
export type { UsersApi } from './UsersClient.js';
export { ClassesClient } from './ClassesClient.js';
export type { ClassesApi } from './ClassesClient.js';
export type { RequestOptions } from './request.js';
export { CasesClient } from './CasesClient.js';
export type { CasesApi } from './CasesClient.js';
export { ClassroomClient } from './ClassroomClient.js';
export type { ClassroomApi } from './ClassroomClient.js';
export { ExamClient } from './ExamClient.js';
export { CourseClient } from './CourseClient.js';
export type { CourseApi } from './CourseClient.js';
export { CompetitionClient } from './CompetitionClient.js';
export { OperationsClient } from './OperationsClient.js';
<<<<<<< HEAD
export { DeviceCheckClient } from './DeviceCheckClient.js';
=======
export { HomeClient } from './HomeClient.js';
>>>>>>> home
