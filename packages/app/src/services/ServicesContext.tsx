import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { CurrentUser } from '@finedu/domain';
import type { AppServices } from './createServices';

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children?: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider');
  return services;
}

/** The signed-in user, or null; re-renders when it changes. */
export function useCurrentUser(): CurrentUser | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
