/** A message in both locales; the error handler picks one by `Accept-Language`. */
export interface LocalizedMessage {
  zh: string;
  en: string;
}

/** A business error answered as the envelope `{ code, data: null, message }`. */
export class AppError extends Error {
  readonly code: number;
  readonly localized: LocalizedMessage;
  readonly httpStatus: number;

  constructor(code: number, message: LocalizedMessage, httpStatus = 200) {
    super(message.en);
    this.name = 'AppError';
    this.code = code;
    this.localized = message;
    this.httpStatus = httpStatus;
  }
}

const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });

/** `code: 0` business error. */
export const badRequest = (zh: string, en: string) => new AppError(0, msg(zh, en));
export const notFound = (zh = '记录不存在', en = 'Not found') => new AppError(0, msg(zh, en));
export const forbidden = () => new AppError(0, msg('权限不足', 'Permission denied'));
/** `code: -401`: the client drops its token and goes to Login. */
export const unauthorized = (zh = '登录已失效，请重新登录', en = 'Your session has expired, please sign in again') =>
  new AppError(-401, msg(zh, en));
