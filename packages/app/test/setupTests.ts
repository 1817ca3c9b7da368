import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 10 s (1 s by default): under CI's parallel load a page's first answer can take longer
// than a second to render. A test that waits for something that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

// Pages rendered outside the router still find their feature's messages (the router loads them with each page).
import { registerMessages } from '../src/i18n/messages';
import { examEnUS, examZhCN } from '../src/i18n/messages/exam';
import { courseEnUS, courseZhCN } from '../src/i18n/messages/course';

registerMessages({ 'zh-CN': examZhCN, 'en-US': examEnUS });
registerMessages({ 'zh-CN': courseZhCN, 'en-US': courseEnUS });
