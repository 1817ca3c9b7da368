import '@testing-library/jest-dom';

// Pages rendered outside the router still find their feature's messages (the router loads them with each page).
import { registerMessages } from '../src/i18n/messages';
import { examEnUS, examZhCN } from '../src/i18n/messages/exam';
import { courseEnUS, courseZhCN } from '../src/i18n/messages/course';

registerMessages({ 'zh-CN': examZhCN, 'en-US': examEnUS });
registerMessages({ 'zh-CN': courseZhCN, 'en-US': courseEnUS });
