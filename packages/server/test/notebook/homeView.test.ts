// A stock client's view of its home (issue 35) and the kernel-channel rate, without Jupyter: the rules alone.
import { ChannelRate } from '../../src/runtime/jupyter/channelRate.js';
import { homeContentsPath, pathBelowHome, viewOfContents, viewOfSession } from '../../src/runtime/jupyter/homeView.js';

describe('contents paths below the home', () => {
  it('puts a client path into u<id>/ and the home itself for the root', () => {
    expect(homeContentsPath(7, '')).toBe('u7');
    expect(homeContentsPath(7, '/')).toBe('u7');
    expect(homeContentsPath(7, 'lab.ipynb')).toBe('u7/lab.ipynb');
    expect(homeContentsPath(7, 'work/数据/a b.csv')).toBe('u7/work/数据/a b.csv');
    // `u8/x` is a folder named u8 in user 7's home, never user 8's home.
    expect(homeContentsPath(7, 'u8/x.ipynb')).toBe('u7/u8/x.ipynb');
  });

  it.each(['..', '../u8', 'a/../../u8', './x', 'a//b', '.hidden', 'a/.ipynb_checkpoints/x', '%2e%2e/x', 'a\\b', '~/x', 'a\u0000b', 'x'.repeat(1025), 42, null])(
    'refuses %j',
    (path) => {
      expect(homeContentsPath(7, path)).toBeNull();
    },
  );

  it('answers paths below the home, hides hidden entries, and leaves the page’s session paths as they are', () => {
    expect(pathBelowHome(7, 'u7')).toBe('');
    expect(pathBelowHome(7, 'u7/a/b.ipynb')).toBe('a/b.ipynb');
    expect(pathBelowHome(7, 'u70/a.ipynb')).toBe('u70/a.ipynb');
    const listing = {
      name: '',
      path: 'u7',
      type: 'directory',
      content: [
        { name: 'a.ipynb', path: 'u7/a.ipynb', type: 'notebook' },
        { name: '.grading-1.ipynb', path: 'u7/.grading-1.ipynb', type: 'notebook' },
      ],
    };
    expect(viewOfContents(7, listing)).toEqual({ name: '', path: '', type: 'directory', content: [{ name: 'a.ipynb', path: 'a.ipynb', type: 'notebook' }] });
    const session = { id: 's', path: 'u7/lab.ipynb', notebook: { path: 'u7/lab.ipynb' }, kernel: { id: 'k' } };
    expect(viewOfSession({ id: 7, role: 'edu_student', edu_id: 1, personal: true }, [session])).toEqual([{ ...session, path: 'lab.ipynb', notebook: { path: 'lab.ipynb' } }]);
    expect(viewOfSession({ id: 7, role: 'edu_student', edu_id: 1 }, session)).toBe(session);
  });
});

describe('kernel channel connections per minute', () => {
  it('lets a user connect `perMinute` times in a sliding minute, then says how long to wait; users are counted apart', () => {
    let now = 1_000_000;
    const rate = new ChannelRate(3, () => now);
    expect([rate.take(7), rate.take(7), rate.take(7)]).toEqual([null, null, null]);
    expect(rate.take(7)).toEqual({ retryAfterS: 60 });
    expect(rate.take(8)).toBeNull();
    now += 30_000;
    expect(rate.take(7)).toEqual({ retryAfterS: 30 });
    now += 30_001;
    expect(rate.take(7)).toBeNull();
    expect(rate.take(7)).toBeNull();
  });
});
