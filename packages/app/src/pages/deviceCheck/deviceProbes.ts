import {
  DEVICE_CHECK_CALLS,
  DEVICE_CHECK_DOWNLOAD_BYTES,
  DEVICE_CHECK_UPLOAD_BYTES,
  clockOffset,
  median,
  megabitsPerSecond,
  parseBrowser,
  type DeviceCheckClient,
  type DeviceCheckKey,
  type DeviceCheckMeasure,
  NotebookError,
  type NotebookClient,
} from '@finedu/domain';

/** What a probe measured: the figure in the check's unit (DEVICE_CHECK_UNITS), or 1 / 0, and a note. */
export type ProbeResult = Omit<DeviceCheckMeasure, 'key'>;

export interface ProbeContext {
  client: DeviceCheckClient;
  createNotebook: () => Promise<NotebookClient>;
}

/** The scratch notebook the kernel check starts (in the user's own folder; nothing is saved in it). */
export const KERNEL_CHECK_PATH = 'device-check/check.ipynb';
const PINGS = 5;
const ECHOES = 5;
const SOCKET_TIMEOUT_MS = 10_000;
const KERNEL_TIMEOUT_MS = 45_000;

const now = () => performance.now();
/** What went wrong, for the report: the error, and the server's own words when it answered (the notebook gateway's 429 says how many kernels the student already runs). */
const reason = (error: unknown): string => {
  const said = error instanceof NotebookError && typeof (error.body as { message?: unknown } | null)?.message === 'string' ? ` · ${(error.body as { message: string }).message}` : '';
  return (error instanceof Error ? `${error.name}: ${error.message}${said}` : String(error)).slice(0, 200);
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Round trips of a tiny call: the median for latency, the fastest one's reading for the clock offset (NTP style). */
async function network(context: ProbeContext): Promise<{ latency: ProbeResult; clock: ProbeResult }> {
  const samples: { rtt: number; offset: number }[] = [];
  for (let i = 0; i < PINGS; i += 1) {
    const sentAt = Date.now();
    const start = now();
    const { server_now } = await context.client.ping({ silent: true });
    const rtt = now() - start;
    samples.push({ rtt, offset: clockOffset(sentAt, server_now, Date.now()) });
  }
  const best = samples.reduce((a, b) => (b.rtt < a.rtt ? b : a));
  const latency = median(samples.map((sample) => sample.rtt));
  return { latency: { value: latency === null ? null : Math.round(latency) }, clock: { value: best.offset } };
}

async function echo(context: ProbeContext): Promise<ProbeResult> {
  await context.client.echoTicket({ silent: true });
  const url = new URL(DEVICE_CHECK_CALLS.deviceCheckEcho.path, window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url.toString());
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        socket.onopen = () => resolve();
        socket.onerror = () => reject(new Error('WebSocket error'));
        socket.onclose = (event) => reject(new Error(`WebSocket closed (${event.code})`));
      }),
      SOCKET_TIMEOUT_MS,
      'WebSocket open',
    );
    const rtts: number[] = [];
    for (let i = 0; i < ECHOES; i += 1) {
      const text = `echo-${i}-${Math.random().toString(36).slice(2)}`;
      const start = now();
      await withTimeout(
        new Promise<void>((resolve, reject) => {
          socket.onmessage = (event: MessageEvent) => (event.data === text ? resolve() : reject(new Error('WebSocket echoed something else')));
          socket.onclose = (event) => reject(new Error(`WebSocket closed (${event.code})`));
          socket.send(text);
        }),
        SOCKET_TIMEOUT_MS,
        'WebSocket echo',
      );
      rtts.push(now() - start);
    }
    const middle = median(rtts);
    return { value: middle === null ? null : Math.round(middle) };
  } finally {
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
    socket.close(1000, 'done');
  }
}

const textOf = (value: unknown): string => (Array.isArray(value) ? value.join('') : String(value ?? ''));

async function kernel(context: ProbeContext): Promise<ProbeResult> {
  const start = now();
  let notebook: NotebookClient | undefined;
  try {
    notebook = await withTimeout(context.createNotebook(), KERNEL_TIMEOUT_MS, 'notebook client');
    await withTimeout(notebook.start({ path: KERNEL_CHECK_PATH, name: 'check.ipynb' }), KERNEL_TIMEOUT_MS, 'kernel start');
    const result = await withTimeout(notebook.run('1+1'), KERNEL_TIMEOUT_MS, 'kernel run');
    const answer = result.outputs.find((output) => output.output_type === 'execute_result');
    const text = answer && answer.output_type === 'execute_result' ? textOf(answer.data['text/plain']).trim() : '';
    if (text !== '2') return { value: null, detail: `1+1 answered ${JSON.stringify(text)}` };
    return { value: Math.round(now() - start) };
  } catch (error) {
    return { value: null, detail: reason(error) };
  } finally {
    void notebook?.destroy().catch(() => undefined);
  }
}

async function media(constraints: MediaStreamConstraints): Promise<ProbeResult> {
  if (!navigator.mediaDevices?.getUserMedia) return { value: 0, detail: 'getUserMedia unsupported' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(constraints);
    const label = stream.getTracks()[0]?.label ?? '';
    for (const track of stream.getTracks()) track.stop();
    return { value: 1, detail: label.slice(0, 200) || undefined };
  } catch (error) {
    return { value: 0, detail: reason(error) };
  }
}

const TEST_COOKIE = 'finedu_device_check';

/**
 * The browser-side measurements of each check. One object so the page's tests can replace a probe; `network`
 * measures latency and clock together (the same pings), the gesture probes run only from the user's click.
 */
export const deviceProbes = {
  browser: async (): Promise<ProbeResult> => {
    const info = parseBrowser(navigator.userAgent);
    return { value: info.major, detail: `${info.name} ${info.major ?? ''}`.trim() };
  },
  cookies: async (): Promise<ProbeResult> => {
    if (!navigator.cookieEnabled) return { value: 0, detail: 'cookieEnabled is false' };
    document.cookie = `${TEST_COOKIE}=1; path=/; SameSite=Lax`;
    const ok = document.cookie.split('; ').includes(`${TEST_COOKIE}=1`);
    document.cookie = `${TEST_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
    return { value: ok ? 1 : 0 };
  },
  storage: async (): Promise<ProbeResult> => {
    try {
      for (const store of [window.localStorage, window.sessionStorage]) {
        store.setItem(TEST_COOKIE, '1');
        const read = store.getItem(TEST_COOKIE);
        store.removeItem(TEST_COOKIE);
        if (read !== '1') return { value: 0 };
      }
      return { value: 1 };
    } catch (error) {
      return { value: 0, detail: reason(error) };
    }
  },
  websocket: async (): Promise<ProbeResult> => ({ value: 'WebSocket' in window ? 1 : 0 }),
  screen: async (): Promise<ProbeResult> => ({ value: Math.min(window.screen.width, window.screen.height), detail: `${window.screen.width} × ${window.screen.height}` }),
  network,
  download: async (context: ProbeContext): Promise<ProbeResult> => {
    const start = now();
    const bytes = await context.client.download(DEVICE_CHECK_DOWNLOAD_BYTES, { silent: true });
    return { value: Math.round(megabitsPerSecond(bytes, now() - start) * 10) / 10 };
  },
  upload: async (context: ProbeContext): Promise<ProbeResult> => {
    const start = now();
    await context.client.upload(DEVICE_CHECK_UPLOAD_BYTES, { silent: true });
    return { value: Math.round(megabitsPerSecond(DEVICE_CHECK_UPLOAD_BYTES, now() - start) * 10) / 10 };
  },
  echo,
  kernel,
  popup: async (): Promise<ProbeResult> => {
    const opened = window.open('about:blank', '_blank', 'width=320,height=240');
    if (!opened) return { value: 0, detail: 'window.open returned null' };
    opened.close();
    return { value: 1 };
  },
  fullscreen: async (): Promise<ProbeResult> => {
    const root = document.documentElement;
    if (!document.fullscreenEnabled || typeof root.requestFullscreen !== 'function') return { value: 0, detail: 'fullscreen unsupported' };
    try {
      await root.requestFullscreen();
      if (document.fullscreenElement) await document.exitFullscreen();
      return { value: 1 };
    } catch (error) {
      return { value: 0, detail: reason(error) };
    }
  },
  camera: (): Promise<ProbeResult> => media({ video: true }),
  microphone: (): Promise<ProbeResult> => media({ audio: true }),
};

/** The checks the page runs by itself, in order (latency and clock come from the same pings). */
export const AUTOMATIC_STEPS: readonly (readonly DeviceCheckKey[])[] = [
  ['browser'],
  ['cookies'],
  ['storage'],
  ['websocket'],
  ['screen'],
  ['latency', 'clock'],
  ['download'],
  ['upload'],
  ['echo'],
  ['kernel'],
];
