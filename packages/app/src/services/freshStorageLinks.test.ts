import { installFreshStorageLinks } from './freshStorageLinks';

const nowSeconds = () => Math.floor(Date.now() / 1000);

function anchor(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  a.setAttribute('download', '讲义.pdf');
  a.textContent = 'download';
  document.body.append(a);
  return a;
}

describe('installFreshStorageLinks', () => {
  afterEach(() => document.body.replaceChildren());

  test('a click on an expiring stored-file link follows a fresh one, keeping the download name', async () => {
    const fresh = `/storage/uploads/media/3/a.pdf?expires=${nowSeconds() + 300}&signature=new`;
    const renew = jest.fn(async () => fresh);
    const followed: string[] = [];
    const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(`${this.getAttribute('href')} ${this.getAttribute('download')}`);
    });
    const remove = installFreshStorageLinks(document, renew);
    const stale = `/storage/uploads/media/3/a.pdf?expires=${nowSeconds() - 1}&signature=old`;
    const link = anchor(stale);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(renew).toHaveBeenCalledWith(stale);
    await Promise.resolve();
    await Promise.resolve();
    expect(followed).toEqual([`${fresh} 讲义.pdf`]);
    expect(link.getAttribute('href')).toBe(fresh);
    remove();
    spy.mockRestore();
  });

  test('links with time left, and other links, are left alone', () => {
    const renew = jest.fn(async () => '');
    const remove = installFreshStorageLinks(document, renew);
    for (const href of [`/storage/uploads/media/3/a.pdf?expires=${nowSeconds() + 300}&signature=x`, '/app/edu/course', 'https://cdn.example/uploads/a.pdf']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      // jsdom does not navigate; only whether the click was taken over matters here.
      anchor(href).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(renew).not.toHaveBeenCalled();
    remove();
  });
});
