// The runtime's own refusals, in both languages: the features that call it hand them on unchanged.
import { AppError, badRequest } from '../errors.js';

/** No Jupyter Server is reachable (none registered, or it is down). */
export const notebookUnavailable = () =>
  new AppError(0, { zh: '笔记本服务暂不可用，请稍后重试', en: 'The notebook service is unavailable, try again shortly' });

/** Whose generator failed, in both languages: a case (the default) or an exam's notebook question. */
export const CASE_DATA_SUBJECT = { zh: '本案例', en: 'this case' } as const;
export const QUESTION_DATA_SUBJECT = { zh: '本题', en: 'this question' } as const;

/** A student's own data could not be generated (the generator's error, or what its output lacks). */
export const generatorFailed = (message: string, subject: { zh: string; en: string } = CASE_DATA_SUBJECT) =>
  badRequest(`${subject.zh}的个人数据生成失败：${message}`, `Generating your own data for ${subject.en} failed: ${message}`);
