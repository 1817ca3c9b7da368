import type { AxiosInstance } from 'axios';
import type { NotebookClient } from '@finedu/domain';
import {
  AuthClient,
  CasesClient,
  ClassesClient,
  ClassroomClient,
  CollegesClient,
  CompetitionClient,
  OperationsClient,
  BlockCaseClient,
  BlockLabClient,
  DashboardClient,
  MarkingClient,
  SimilarityClient,
  GradebookClient,
  HomeClient,
  NotebookTokensClient,
  DeviceCheckClient,
  CourseClient,
  ExamClient,
  TokenStore,
  UsersClient,
  createHttpClient,
  type ApiError,
  type CurrentUser,
} from '@finedu/domain';
import { Notifier } from './notifier';
import { SessionStore } from './sessionStore';

/** Everything the app talks to, created once per page load and shared by the router and the views. */
export interface AppServices {
  http: AxiosInstance;
  tokens: TokenStore;
  session: SessionStore;
  notifier: Notifier;
  auth: AuthClient;
  colleges: CollegesClient;
  users: UsersClient;
  classes: ClassesClient;
  /** Big-data cases, admin side. */
  cases: CasesClient;
  /** Big-data cases, classroom side (students' work, teachers' follow-up). */
  classroom: ClassroomClient;
  exam: ExamClient;
  /** Courses, chapters, study, resources, the materials library and articles (issue 5). */
  courses: CourseClient;
  /** Competitions (issue 10): the seven management tabs, the student side, the public site and boards. */
  competition: CompetitionClient;
  operations: OperationsClient;
  /** The blockchain case library (issue 11): authoring for system admins. */
  blockCases: BlockCaseClient;
  blockLab: BlockLabClient;
  /** The landing pages' attention panel (issue 18): one call answered by the caller's role. */
  dashboard: DashboardClient;
  /** The marking queue (issue 34): exam answers and case rubrics waiting for the caller. */
  marking: MarkingClient;
  similarity: SimilarityClient;
  /** The course gradebook (issue 34): categories, overrides, the 教务 export, the student's own view. */
  gradebook: GradebookClient;
  /** The public home (issue 12): news, public competitions and the course catalogue in one call. */
  home: HomeClient;
  /** Personal notebook tokens (issue 35): the caller's own, for JupyterLab or VS Code. */
  notebookTokens: NotebookTokensClient;
  /** The pre-exam device check (issue 12): speed checks, reports and the staff's roster. */
  deviceCheck: DeviceCheckClient;
  /** A live notebook for the signed-in user; every run is logged through the run-log call. Loads its chunk first. */
  createNotebook: () => Promise<NotebookClient>;
  /** Set by the router once it exists: where to go when the server says the login is no longer valid. */
  onSignedOut: (reason: ApiError | null) => void;
  /** Forget the login locally (token and user). */
  signOutLocally: () => void;
}

export interface CreateServicesOptions {
  getLocale: () => string;
  /** Defaults to a fresh TokenStore over localStorage. */
  tokens?: TokenStore;
  /** Injected in tests: a stub transport at the edge. */
  http?: AxiosInstance;
}

export function createServices({ getLocale, tokens = new TokenStore(), http: injected }: CreateServicesOptions): AppServices {
  const notifier = new Notifier();
  // Late-bound so the router can register its navigation after it is built.
  const services = {} as AppServices;
  const http =
    injected ??
    createHttpClient({
      baseURL: '',
      tokenStore: tokens,
      getLocale,
      onUnauthorized: (error) => {
        services.signOutLocally();
        services.onSignedOut(error);
      },
      onError: (error) => notifier.error(error.message),
    });
  const auth = new AuthClient(http);
  // Silent: the guard reports a failed load itself (codes -1 / -2 with the spec's messages).
  const session = new SessionStore((): Promise<CurrentUser> => auth.current({ silent: true }));
  Object.assign(services, {
    http,
    tokens,
    session,
    notifier,
    auth,
    colleges: new CollegesClient(http),
    users: new UsersClient(http),
    classes: new ClassesClient(http),
    cases: new CasesClient(http),
    classroom: new ClassroomClient(http),
    exam: new ExamClient(http),
    courses: new CourseClient(http),
    competition: new CompetitionClient(http),
    operations: new OperationsClient(http),
    blockCases: new BlockCaseClient(http),
    blockLab: new BlockLabClient(http),
    dashboard: new DashboardClient(http),
    marking: new MarkingClient(http),
    similarity: new SimilarityClient(http),
    gradebook: new GradebookClient(http),
    home: new HomeClient(http),
    notebookTokens: new NotebookTokensClient(http),
    deviceCheck: new DeviceCheckClient(http),
    createNotebook: () => import('./notebookClient').then((module) => module.createNotebookClient(http, tokens)),
    onSignedOut: () => undefined,
    signOutLocally: () => {
      tokens.clear();
      session.clear();
    },
  } satisfies AppServices);
  return services;
}
