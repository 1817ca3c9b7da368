import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '@finedu/domain';
import { loadBlockCaseMessages, loadBlockLabMessages, loadCasesMessages, loadCompetitionMessages, loadCourseMessages, loadDeviceCheckMessages, loadExamMessages, loadExamTakingMessages, loadHomeMessages, loadOperationsMessages } from '../i18n/featureMessages';

export type PageComponent = LazyExoticComponent<ComponentType>;

/**
 * A lazily loaded page: one chunk per page, failing after the spec's chunk-load time-out (domain `loadChunk`).
 * `needs` load beside it (a feature's message catalog) before the page renders.
 */
export const page = (load: () => Promise<{ default: ComponentType }>, ...needs: Array<() => Promise<void>>): PageComponent =>
  lazy(() =>
    loadChunk(async () => {
      const [module] = await Promise.all([load(), ...needs.map((need) => need())]);
      return module;
    }),
  );

/** A page of the exam engine (its messages load with it). */
export const examPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadExamMessages);

/** The page a student sits an exam on: only its part of the exam engine's messages loads with it. */
export const examTakingPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadExamTakingMessages);

/** A page of case teaching (its messages load with it). */
export const casePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadCasesMessages);

/** A page of courses, resources and articles (its messages load with it). */
export const coursePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadCourseMessages);

/** A page of competitions (its messages load with it). */
export const competitionPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadCompetitionMessages);
export const operationsPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadOperationsMessages);
/** The public home (its messages load with it). */
export const homePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadHomeMessages);

/** The device check (FullTest; its messages load with it). */
export const deviceCheckPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadDeviceCheckMessages);

/** A page of the blockchain case library (its messages load with it). */
export const blockCasePage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadBlockCaseMessages);

/** A page of the blockchain lab: its messages and the case library's (scenario, consensus and organization names). */
export const blockLabPage = (load: () => Promise<{ default: ComponentType }>): PageComponent => page(load, loadBlockCaseMessages, loadBlockLabMessages);
