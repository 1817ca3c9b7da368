// The public face of modules/classroom: what other modules may use.
export { ownClassIds, ownStudent, studyCase } from './access.js';
export { studentsOfClasses, teacherClasses } from './repository.js';
export { classroomRoutes } from './routes.js';
