const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// jsdom lays nothing out, so every element has no client rects and tabbable (focus-trap) would take all of them
// for hidden: an element is given one box unless it or an ancestor is `hidden` or `display: none`.
if (typeof Element !== 'undefined') {
  Element.prototype.getClientRects = function getClientRects() {
    for (let el = this; el; el = el.parentElement) {
      if (el.hidden || window.getComputedStyle(el).display === 'none') return [];
    }
    return [{ x: 0, y: 0, top: 0, left: 0, right: 1, bottom: 1, width: 1, height: 1 }];
  };
}
