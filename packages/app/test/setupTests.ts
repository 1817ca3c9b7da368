import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 10 s (1 s by default): under CI's parallel load a page's first answer can take longer
// than a second to render. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// Pages rendered outside the router still find their feature's messages (the router loads them with each page), and
// tests render in either locale at once (the app loads en-US's catalogs before it switches).
import { registerMessages } from '../src/i18n/messages';
import { enUS } from '../src/i18n/messages/en-US';
import { examZhCN } from '../src/i18n/messages/exam';
import { examEnUS } from '../src/i18n/messages/exam.en-US';
import { courseEnUS, courseZhCN } from '../src/i18n/messages/course';
import { casesZhCN } from '../src/i18n/messages/cases';
import { casesEnUS } from '../src/i18n/messages/cases.en-US';
import { adminZhCN } from '../src/i18n/messages/admin';
import { adminEnUS } from '../src/i18n/messages/admin.en-US';
import { similarityZhCN } from '../src/i18n/messages/similarity';
import { similarityEnUS } from '../src/i18n/messages/similarity.en-US';
import { competitionEnUS, competitionZhCN } from '../src/i18n/messages/competition';
import { operationsEnUS, operationsZhCN } from '../src/i18n/messages/operations';
import { homeEnUS, homeZhCN } from '../src/i18n/messages/home';
import { deviceCheckEnUS, deviceCheckZhCN } from '../src/i18n/messages/deviceCheck';
import { blockCaseEnUS, blockCaseZhCN } from '../src/i18n/messages/blockCase';
import { blockLabEnUS, blockLabZhCN } from '../src/i18n/messages/blockLab';
import { dashboardEnUS, dashboardZhCN } from '../src/i18n/messages/dashboard';

registerMessages('base', { 'en-US': enUS });
registerMessages('exam', { 'zh-CN': examZhCN, 'en-US': examEnUS });
registerMessages('course', { 'zh-CN': courseZhCN, 'en-US': courseEnUS });
registerMessages('cases', { 'zh-CN': casesZhCN, 'en-US': casesEnUS });
registerMessages('admin', { 'zh-CN': adminZhCN, 'en-US': adminEnUS });
registerMessages('similarity', { 'zh-CN': similarityZhCN, 'en-US': similarityEnUS });
registerMessages('competition', { 'zh-CN': competitionZhCN, 'en-US': competitionEnUS });
registerMessages('operations', { 'zh-CN': operationsZhCN, 'en-US': operationsEnUS });
registerMessages('home', { 'zh-CN': homeZhCN, 'en-US': homeEnUS });
registerMessages('deviceCheck', { 'zh-CN': deviceCheckZhCN, 'en-US': deviceCheckEnUS });
registerMessages('blockCase', { 'zh-CN': blockCaseZhCN, 'en-US': blockCaseEnUS });
registerMessages('blockLab', { 'zh-CN': blockLabZhCN, 'en-US': blockLabEnUS });
registerMessages('dashboard', { 'zh-CN': dashboardZhCN, 'en-US': dashboardEnUS });

// KaTeX loads on first need in the app (ui's notebookOutput/katex.ts); tests render formulas at once, as before.
import { loadKatex } from '@finedu/ui/notebook';

beforeAll(() => loadKatex());
