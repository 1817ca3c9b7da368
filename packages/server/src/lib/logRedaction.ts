// What request logs may say of a URL (issue 37): never a credential. The API token and the socket tickets travel in
// headers and cookies, but a client of old (or a probe) may still put one in a query string; its value is replaced
// before the line is written, whatever the parameter's case or encoding.
import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is never logged: any name with token, ticket, password, secret, signature or api key in it. */
const SECRET_PARAM = /token|ticket|passw|secret|signature|api[_-]?key/i;

/** `url` with the value of every secret query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged by its raw text
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
