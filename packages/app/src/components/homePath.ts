import { landingRouteFor, routePath } from '@finedu/domain';

/** Where "home" is for a user: their role's landing page, or Login when nobody is signed in. */
export const homePathFor = (role: string | undefined | null): string => (role ? routePath(landingRouteFor(role)) : routePath('Login'));
