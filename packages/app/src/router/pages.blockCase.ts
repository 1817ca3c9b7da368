import type { PageComponent } from './page';
import { blockCasePage, blockLabPage } from './page';

/** The blockchain case library's authoring pages (issue 11, sys_admin) and the lab's pages, by route name. */
export const BLOCK_CASE_PAGES: Partial<Record<string, PageComponent>> = {
  BlockCase: blockCasePage(() => import('../pages/blockCase/BlockCaseIndexPage')),
  BlockCaseCase: blockCasePage(() => import('../pages/blockCase/BlockCaseListPage')),
  BlockCaseOrganization: blockCasePage(() => import('../pages/blockCase/BlockCaseOrganizationPage')),
  BlockCaseBusiness: blockCasePage(() => import('../pages/blockCase/BlockCaseBusinessPage')),
  BlockCaseProcess: blockCasePage(() => import('../pages/blockCase/BlockCaseProcessPage')),
  BlockLab: blockLabPage(() => import('../pages/blockLab/BlockLabPage')),
  EduBlockCases: blockLabPage(() => import('../pages/blockLab/EduBlockCasesPage')),
  EduBlockCaseStudents: blockLabPage(() => import('../pages/blockLab/EduBlockCaseStudentsPage')),
};
