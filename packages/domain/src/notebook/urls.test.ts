import { kernelChannelUrl, notebookRestPath } from './urls.js';

const query = { session_id: 's 1', user_id: '42', ticket: 't/k' };

describe('notebook urls', () => {
  it('builds ws and wss channel URLs from the base URL', () => {
    expect(kernelChannelUrl('http://nb.test:8888', 'k1', query)).toBe('ws://nb.test:8888/notebook/api/kernels/k1/channels?session_id=s+1&user_id=42&ticket=t%2Fk');
    expect(kernelChannelUrl('https://nb.test/prefix/', 'k1', query)).toBe('wss://nb.test/prefix/notebook/api/kernels/k1/channels?session_id=s+1&user_id=42&ticket=t%2Fk');
  });

  it("uses the page's origin when the base URL is empty (jsdom: http://localhost)", () => {
    expect(kernelChannelUrl('', 'k1', query)).toMatch(/^ws:\/\/localhost(:\d+)?\/notebook\/api\/kernels\/k1\/channels\?/);
  });

  it('adds user_id to REST paths', () => {
    expect(notebookRestPath('/sessions', '42')).toBe('/notebook/api/sessions?user_id=42');
  });
});
