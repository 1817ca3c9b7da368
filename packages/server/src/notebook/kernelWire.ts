import { randomUUID } from 'node:crypto';

/**
 * Just enough of the Jupyter kernel websocket formats for the relay to see executions start and
 * end, and to inject a message: the legacy JSON text frame (binary frames there carry buffers and
 * are never status or execute_request), and `v1.kernel.websocket.jupyter.org` binary frames.
 */
export const V1_PROTOCOL = 'v1.kernel.websocket.jupyter.org';

export interface MessageHeader {
  msg_id: string;
  msg_type: string;
  [key: string]: unknown;
}

export interface PeekedMessage {
  channel: string;
  header: MessageHeader;
  parentMsgId: string | undefined;
  /** Parsed lazily: status content is tiny, outputs may be large. */
  content: () => Record<string, unknown>;
}

function v1Parts(frame: Buffer): { channel: string; parts: Buffer[] } | null {
  if (frame.length < 16) return null;
  const count = Number(frame.readBigUInt64LE(0));
  if (count < 3 || frame.length < 8 * (count + 1)) return null;
  const offsets: number[] = [];
  for (let i = 0; i < count; i += 1) offsets.push(Number(frame.readBigUInt64LE(8 * (i + 1))));
  const slice = (i: number): Buffer => frame.subarray(offsets[i], offsets[i + 1]);
  const parts: Buffer[] = [];
  for (let i = 1; i < count - 1; i += 1) parts.push(slice(i));
  return { channel: slice(0).toString('utf8'), parts };
}

function parseJson(buf: Buffer | string): Record<string, unknown> {
  const value: unknown = JSON.parse(typeof buf === 'string' ? buf : buf.toString('utf8'));
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Reads header and parent id of a frame on `channel`; null for other frames. */
export function peekMessage(frame: Buffer, isBinary: boolean, protocol: string, channel: string): PeekedMessage | null {
  try {
    if (protocol === V1_PROTOCOL) {
      const decoded = v1Parts(frame);
      if (!decoded || decoded.channel !== channel || decoded.parts.length < 4) return null;
      const [header, parent, , content] = decoded.parts as [Buffer, Buffer, Buffer, Buffer];
      const parentMsgId = parseJson(parent).msg_id;
      return {
        channel: decoded.channel,
        header: parseJson(header) as MessageHeader,
        parentMsgId: typeof parentMsgId === 'string' ? parentMsgId : undefined,
        content: () => parseJson(content),
      };
    }
    if (isBinary) return null;
    const msg = parseJson(frame);
    if (msg.channel !== channel) return null;
    const parent = (msg.parent_header ?? {}) as Record<string, unknown>;
    return {
      channel: String(msg.channel ?? ''),
      header: msg.header as MessageHeader,
      parentMsgId: typeof parent.msg_id === 'string' ? parent.msg_id : undefined,
      content: () => (msg.content ?? {}) as Record<string, unknown>,
    };
  } catch {
    return null;
  }
}

/** Encodes an iopub message for the client in the format it negotiated. */
export function encodeMessage(
  protocol: string,
  channel: string,
  msgType: string,
  parentHeader: MessageHeader,
  content: Record<string, unknown>,
): { data: Buffer | string; binary: boolean } {
  const header = {
    msg_id: randomUUID(),
    msg_type: msgType,
    username: 'notebook-gateway',
    session: typeof parentHeader.session === 'string' ? parentHeader.session : 'notebook-gateway',
    date: new Date().toISOString(),
    version: '5.3',
  };
  if (protocol === V1_PROTOCOL) {
    const parts = [header, parentHeader, {}, content].map((p) => Buffer.from(JSON.stringify(p)));
    const channelBuf = Buffer.from(channel);
    const offsets = [8 * (1 + 1 + parts.length + 1)];
    offsets.push(offsets[0]! + channelBuf.length);
    for (const part of parts) offsets.push(offsets[offsets.length - 1]! + part.length);
    const head = Buffer.alloc(8 * (offsets.length + 1));
    head.writeBigUInt64LE(BigInt(offsets.length), 0);
    offsets.forEach((o, i) => head.writeBigUInt64LE(BigInt(o), 8 * (i + 1)));
    return { data: Buffer.concat([head, channelBuf, ...parts]), binary: true };
  }
  const msg = { header, msg_id: header.msg_id, msg_type: msgType, parent_header: parentHeader, metadata: {}, content, buffers: [], channel };
  return { data: JSON.stringify(msg), binary: false };
}
