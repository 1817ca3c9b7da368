// jest's jsdom has no Request/Response/Headers; React Router's loaders build a Request per navigation.
// Lend it Node's own classes, with Node's AbortController so `new Request(url, { signal })` accepts the signal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'FormData', 'ReadableStream']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
