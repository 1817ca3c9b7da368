import type * as Messages from './index';

// The catalogs load per locale (issue 14): a zh-CN page never downloads en-US texts, and a switch to en-US loads every
// part already on screen before it happens. A fresh copy of the registry per test (setupTests registers parts).
const fresh = (): typeof Messages => {
  let module: typeof Messages | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Messages>('./index');
  });
  return module!;
};

describe('message catalogs by locale', () => {
  it('loads a feature in the locale on screen only, and the other locale when switching', async () => {
    const messages = fresh();
    const zh = jest.fn(async () => ({ 'feature.title': '标题' }));
    const en = jest.fn(async () => ({ 'feature.title': 'Title' }));
    await messages.loadMessages('feature', { 'zh-CN': zh, 'en-US': en });
    expect(zh).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
    expect(messages.messagesFor('zh-CN')['feature.title' as never]).toBe('标题');
    expect(Object.keys(messages.messagesFor('en-US'))).toHaveLength(0);

    await messages.prepareLocale('en-US');
    expect(en).toHaveBeenCalledTimes(1);
    expect(messages.messagesFor('en-US')['feature.title' as never]).toBe('Title');
    // The base catalog came with it.
    expect(Object.keys(messages.messagesFor('en-US')).length).toBeGreaterThan(100);

    // Once loaded, never again.
    await messages.loadMessages('feature', { 'zh-CN': zh, 'en-US': en });
    await messages.prepareLocale('zh-CN');
    expect(zh).toHaveBeenCalledTimes(1);
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('loads a page asked for during a switch in both locales', async () => {
    const messages = fresh();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowEn = jest.fn(async () => {
      await held;
      return { 'slow.title': 'Slow' };
    });
    await messages.loadMessages('slow', { 'zh-CN': async () => ({ 'slow.title': '慢' }), 'en-US': slowEn });
    const switching = messages.prepareLocale('en-US');
    const late = messages.loadMessages('late', { 'zh-CN': async () => ({ 'late.title': '晚' }), 'en-US': async () => ({ 'late.title': 'Late' }) });
    release();
    await Promise.all([switching, late]);
    expect(messages.messagesFor('en-US')['late.title' as never]).toBe('Late');
    expect(messages.messagesFor('zh-CN')['late.title' as never]).toBe('晚');
  });

  it('keeps the locale when its catalogs cannot load, and tries again next time', async () => {
    const messages = fresh();
    let fail = true;
    const en = jest.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return { 'flaky.title': 'Flaky' };
    });
    await messages.loadMessages('flaky', { 'zh-CN': async () => ({ 'flaky.title': '不稳' }), 'en-US': en });
    await expect(messages.prepareLocale('en-US')).rejects.toThrow('chunk failed');
    // Later parts still load in zh-CN only.
    const zhOnly = jest.fn(async () => ({}));
    const enNever = jest.fn(async () => ({}));
    await messages.loadMessages('after', { 'zh-CN': zhOnly, 'en-US': enNever });
    expect(enNever).not.toHaveBeenCalled();
    fail = false;
    await messages.prepareLocale('en-US');
    expect(messages.messagesFor('en-US')['flaky.title' as never]).toBe('Flaky');
    expect(en).toHaveBeenCalledTimes(2);
  });
});
