import { DEVICE_CHECK_DOWNLOAD_BYTES, type DeviceCheckClient, type NotebookClient } from '@finedu/domain';
import { KERNEL_CHECK_PATH, deviceProbes, type ProbeContext } from './deviceProbes';

const contextWith = (client: Partial<DeviceCheckClient>, notebook?: Partial<NotebookClient>): ProbeContext => ({
  client: client as DeviceCheckClient,
  createNotebook: async () => notebook as NotebookClient,
});

afterEach(() => jest.restoreAllMocks());

describe('the device probes', () => {
  it('network: five pings, the median round trip, and the clock offset from the fastest one', async () => {
    // The server's clock is 2 s behind the browser's.
    const ping = jest.fn(async () => ({ server_now: Date.now() - 2000 }));
    const { latency, clock } = await deviceProbes.network(contextWith({ ping }));
    expect(ping).toHaveBeenCalledTimes(5);
    expect(latency.value).toBeGreaterThanOrEqual(0);
    expect(latency.value).toBeLessThan(200);
    expect(clock.value).toBeGreaterThanOrEqual(1900);
    expect(clock.value).toBeLessThanOrEqual(2100);
  });

  it('download: the bytes that arrived over the time taken, in Mbit/s', async () => {
    const download = jest.fn(async (bytes: number) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return bytes;
    });
    const result = await deviceProbes.download(contextWith({ download }));
    expect(download).toHaveBeenCalledWith(DEVICE_CHECK_DOWNLOAD_BYTES, { silent: true });
    // 16.8 Mbit in about 20 ms (a timer may fire a little early; never in under 10 ms): about 840 Mbit/s, at most 1680.
    expect(result.value).toBeGreaterThan(0);
    expect(result.value).toBeLessThanOrEqual(1680);
  });

  it('echo: takes a ticket, opens the socket on this origin and answers the median round trip of five echoes', async () => {
    const opened: FakeSocket[] = [];
    class FakeSocket {
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: string }) => void) | null = null;
      onerror: (() => void) | null = null;
      onclose: ((event: { code: number }) => void) | null = null;
      sent: string[] = [];
      closed = false;
      constructor(readonly url: string) {
        opened.push(this);
        setTimeout(() => this.onopen?.(), 0);
      }
      send(text: string) {
        this.sent.push(text);
        setTimeout(() => this.onmessage?.({ data: text }), 1);
      }
      close() {
        this.closed = true;
      }
    }
    const original = window.WebSocket;
    window.WebSocket = FakeSocket as unknown as typeof WebSocket;
    try {
      const echoTicket = jest.fn(async () => undefined);
      const result = await deviceProbes.echo(contextWith({ echoTicket }));
      expect(echoTicket).toHaveBeenCalledTimes(1);
      expect(opened).toHaveLength(1);
      expect(opened[0]?.url).toBe(`ws://${window.location.host}/api/device-check/echo`);
      expect(opened[0]?.sent).toHaveLength(5);
      expect(opened[0]?.closed).toBe(true);
      expect(result.value).toBeGreaterThanOrEqual(0);
    } finally {
      window.WebSocket = original;
    }
  });

  it('echo: a socket that closes before opening fails the check', async () => {
    class RefusedSocket {
      onclose: ((event: { code: number }) => void) | null = null;
      onerror: (() => void) | null = null;
      onopen: (() => void) | null = null;
      onmessage: (() => void) | null = null;
      constructor() {
        setTimeout(() => this.onclose?.({ code: 1008 }), 0);
      }
      close() {}
    }
    const original = window.WebSocket;
    window.WebSocket = RefusedSocket as unknown as typeof WebSocket;
    try {
      await expect(deviceProbes.echo(contextWith({ echoTicket: async () => undefined }))).rejects.toThrow('WebSocket closed (1008)');
    } finally {
      window.WebSocket = original;
    }
  });

  it('kernel: starts the scratch notebook, runs 1+1, expects 2 and shuts the session down', async () => {
    const start = jest.fn(async () => undefined);
    const destroy = jest.fn(async () => undefined);
    const run = jest.fn(async () => ({ msg_id: 'm', outputs: [{ output_type: 'execute_result' as const, execution_count: 1, data: { 'text/plain': '2' }, metadata: {} }] }));
    const result = await deviceProbes.kernel(contextWith({}, { start, run, destroy } as unknown as Partial<NotebookClient>));
    expect(start).toHaveBeenCalledWith({ path: KERNEL_CHECK_PATH, name: 'check.ipynb' });
    expect(run).toHaveBeenCalledWith('1+1');
    expect(destroy).toHaveBeenCalled();
    expect(result.value).toBeGreaterThanOrEqual(0);

    const wrong = jest.fn(async () => ({ msg_id: 'm', outputs: [{ output_type: 'execute_result' as const, execution_count: 1, data: { 'text/plain': '3' }, metadata: {} }] }));
    expect(await deviceProbes.kernel(contextWith({}, { start, run: wrong, destroy } as unknown as Partial<NotebookClient>))).toEqual({ value: null, detail: '1+1 answered "3"' });

    const refused = jest.fn(async () => {
      throw new Error('session refused');
    });
    expect(await deviceProbes.kernel(contextWith({}, { start: refused, run, destroy } as unknown as Partial<NotebookClient>))).toEqual({ value: null, detail: 'Error: session refused' });
    expect(destroy).toHaveBeenCalledTimes(3);
  });

  it('popup: a blocked window.open is 0, an opened window is closed again and is 1', async () => {
    jest.spyOn(window, 'open').mockReturnValueOnce(null);
    expect(await deviceProbes.popup()).toEqual({ value: 0, detail: 'window.open returned null' });
    const close = jest.fn();
    jest.spyOn(window, 'open').mockReturnValueOnce({ close } as unknown as Window);
    expect(await deviceProbes.popup()).toEqual({ value: 1 });
    expect(close).toHaveBeenCalled();
  });

  it('camera: asks only when run, stops the tracks at once; a refusal is 0 with the browser\'s reason', async () => {
    const stop = jest.fn();
    const getUserMedia = jest.fn(async () => ({ getTracks: () => [{ label: 'FaceTime HD', stop }] }));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      expect(await deviceProbes.camera()).toEqual({ value: 1, detail: 'FaceTime HD' });
      expect(getUserMedia).toHaveBeenCalledWith({ video: true });
      expect(stop).toHaveBeenCalled();
      getUserMedia.mockRejectedValueOnce(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
      expect(await deviceProbes.microphone()).toEqual({ value: 0, detail: 'NotAllowedError: Permission denied' });
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    }
    expect(await deviceProbes.camera()).toEqual({ value: 0, detail: 'getUserMedia unsupported' });
  });

  it('cookies and storage write, read and remove a test value', async () => {
    expect(await deviceProbes.cookies()).toEqual({ value: 1 });
    expect(document.cookie).not.toContain('finedu_device_check');
    expect(await deviceProbes.storage()).toEqual({ value: 1 });
    expect(window.localStorage.getItem('finedu_device_check')).toBeNull();
    expect(await deviceProbes.websocket()).toEqual({ value: 1 });
  });
});
