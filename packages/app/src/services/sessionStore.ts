import type { CurrentUser } from '@finedu/domain';

type Listener = () => void;

/**
 * The signed-in user (`GET /api/admin/current`), shared by the navigation guard (outside React)
 * and the views (through `useSession`). Concurrent loads share one request; `clear` forgets it.
 */
export class SessionStore {
  #user: CurrentUser | null = null;
  #pending: Promise<CurrentUser> | null = null;
  #generation = 0;
  readonly #listeners = new Set<Listener>();

  constructor(private readonly fetchCurrent: () => Promise<CurrentUser>) {}

  get user(): CurrentUser | null {
    return this.#user;
  }

  /** The cached user, or fetch it once (several callers share the request). */
  ensure = (): Promise<CurrentUser> => {
    if (this.#user) return Promise.resolve(this.#user);
    return this.refresh();
  };

  /** Fetch the user again (after a profile change, or when the token changed). */
  refresh = (): Promise<CurrentUser> => {
    if (this.#pending) return this.#pending;
    const generation = this.#generation;
    const pending = this.fetchCurrent()
      .then((user) => {
        if (generation === this.#generation) this.set(user);
        return user;
      })
      .finally(() => {
        if (this.#pending === pending) this.#pending = null;
      });
    this.#pending = pending;
    return pending;
  };

  set(user: CurrentUser | null): void {
    this.#user = user;
    this.#listeners.forEach((listener) => listener());
  }

  /** Forget the user; an answer still on its way is ignored. */
  clear = (): void => {
    this.#generation += 1;
    this.#pending = null;
    this.set(null);
  };

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): CurrentUser | null => this.#user;
}
