import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../config.js';

/** Default sender: writes the code to the server log (development and demos). */
export const logSmsSender = (log: FastifyBaseLogger): SmsSender => ({
  async send(phone, code) {
    log.info({ phone }, `短信验证码 / SMS code for ${phone}: ${code}`);
  },
});
