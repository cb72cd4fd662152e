// A small RFC 6455 WebSocket endpoint on node:net, for the test editor and its self-check hub.
//
// Why not the global WebSocket (undici) or the `ws` package: the tests need what a well-behaved client
// hides — the HTTP status of a refused upgrade (401), dropping the TCP connection without a close frame
// (a vanished editor), silence (no automatic answers), raw and fragmented frames, and the exact close code
// and reason the peer sent. This file does only that: the opening handshake (client and server side),
// framing with masking, fragment reassembly, ping/pong, and the close handshake.
//
//   const conn = await WsConnection.connect('ws://127.0.0.1:PORT/editor', { headers });
//   conn.on('text', (s) => ...); conn.on('close', ({ code, reason, wasClean }) => ...);
//   conn.send('{"jsonrpc":"2.0",...}'); conn.close(1000, 'reloading'); conn.destroy();
//
// connect() rejects with an UpgradeRefused error (status, headers, body) when the server answers the
// upgrade with anything but 101.
import net from 'node:net';
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { scaled } from '../lib/time.mjs';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
export const OP = { CONT: 0x0, TEXT: 0x1, BINARY: 0x2, CLOSE: 0x8, PING: 0x9, PONG: 0xa };

export class UpgradeRefused extends Error {
  constructor(status, headers, body) {
    super(`WebSocket upgrade refused with HTTP ${status}: ${body.slice(0, 200)}`);
    this.status = status;
    this.headers = headers;
    this.body = body;
  }
}

export function acceptKey(key) {
  return crypto.createHash('sha1').update(key + GUID).digest('base64');
}

function parseHead(text) {
  const lines = text.split('\r\n');
  const first = lines.shift();
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { first, headers };
}

// Encodes one frame. Clients mask (RFC 6455 §5.3), servers do not.
export function encodeFrame(opcode, payload, { mask, fin = true, rsv = 0 } = {}) {
  const data = Buffer.isBuffer(payload) ? payload : Buffer.from(payload ?? '', 'utf8');
  const len = data.length;
  let headLen = 2 + (len < 126 ? 0 : len < 65536 ? 2 : 8) + (mask ? 4 : 0);
  const frame = Buffer.allocUnsafe(headLen + len);
  frame[0] = (fin ? 0x80 : 0) | (rsv << 4) | opcode;
  let at = 2;
  if (len < 126) {
    frame[1] = len;
  } else if (len < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(len, 2);
    at = 4;
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(len), 2);
    at = 10;
  }
  if (mask) {
    frame[1] |= 0x80;
    const key = crypto.randomBytes(4);
    key.copy(frame, at);
    at += 4;
    for (let i = 0; i < len; i++) frame[at + i] = data[i] ^ key[i & 3];
  } else {
    data.copy(frame, at);
  }
  return frame;
}

// One WebSocket connection over an already upgraded socket. Events:
//   'text' (string), 'binary' (Buffer), 'ping' (Buffer), 'pong' (Buffer), 'frame' ({opcode, fin, payload})
//   'close' ({code, reason, wasClean, initiator: 'peer'|'self'|'drop', sent}) exactly once, when the TCP
//   connection is gone.
export class WsConnection extends EventEmitter {
  constructor(socket, { role, head = Buffer.alloc(0), autoPong = true, maxMessageBytes = 64 * 1024 * 1024 } = {}) {
    super();
    this.socket = socket;
    this.role = role; // 'client' masks its frames
    this.autoPong = autoPong;
    this.maxMessageBytes = maxMessageBytes;
    this.buf = head;
    this.fragments = null; // {opcode, parts, size}
    this.closeSent = null; // {code, reason}
    this.closeReceived = null; // {code, reason}
    this.closedEvent = null;
    this.bytesIn = 0;
    socket.setNoDelay(true);
    socket.on('data', (d) => {
      this.bytesIn += d.length;
      this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
      this.pump();
    });
    socket.on('error', () => {}); // a reset is reported through 'close'
    socket.on('close', () => this.finish());
    if (head.length) setImmediate(() => this.pump());
  }

  // Opens a client connection. Resolves with the connection after a 101; rejects with UpgradeRefused.
  static connect(url, { headers = {}, timeoutMs = scaled(10000), autoPong = true } = {}) {
    const u = new URL(url);
    if (u.protocol !== 'ws:') throw new Error(`only ws:// URLs: ${url}`);
    const host = u.hostname.replace(/^\[|\]$/g, '');
    const port = Number(u.port || 80);
    const key = crypto.randomBytes(16).toString('base64');
    const lines = [
      `GET ${u.pathname}${u.search} HTTP/1.1`,
      `Host: ${u.host}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${key}`,
      'Sec-WebSocket-Version: 13',
    ];
    for (const [k, v] of Object.entries(headers)) if (v !== undefined && v !== null) lines.push(`${k}: ${v}`);
    const request = lines.join('\r\n') + '\r\n\r\n';
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host);
      let buf = Buffer.alloc(0);
      let settled = false;
      const timer = setTimeout(() => fail(new Error(`no upgrade answer within ${timeoutMs} ms from ${url}`)), timeoutMs);
      function fail(err) {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        reject(err);
      }
      const onData = (d) => {
        buf = Buffer.concat([buf, d]);
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const { first, headers: h } = parseHead(buf.toString('latin1', 0, end));
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(first)?.[1] ?? 0);
        const rest = buf.subarray(end + 4);
        if (status !== 101) {
          // Collect the body (Content-Length or until close) for the error message.
          const want = Number(h['content-length'] ?? -1);
          const finishRefusal = () => fail(new UpgradeRefused(status, h, rest.toString('utf8')));
          if (want >= 0 && rest.length >= want) return finishRefusal();
          socket.removeListener('data', onData);
          let body = rest;
          socket.on('data', (more) => {
            body = Buffer.concat([body, more]);
            if (want >= 0 && body.length >= want) fail(new UpgradeRefused(status, h, body.toString('utf8')));
          });
          socket.once('close', () => fail(new UpgradeRefused(status, h, body.toString('utf8'))));
          return;
        }
        if (h['sec-websocket-accept'] !== acceptKey(key)) {
          return fail(new Error(`bad Sec-WebSocket-Accept: ${h['sec-websocket-accept']}`));
        }
        settled = true;
        clearTimeout(timer);
        socket.removeListener('data', onData);
        socket.removeListener('error', fail);
        socket.removeListener('close', onEarlyClose);
        const conn = new WsConnection(socket, { role: 'client', head: rest, autoPong });
        conn.upgradeHeaders = h;
        resolve(conn);
      };
      const onEarlyClose = () => fail(new Error(`connection closed during the upgrade to ${url}`));
      socket.on('data', onData);
      socket.once('error', fail);
      socket.once('close', onEarlyClose);
      socket.once('connect', () => socket.write(request));
    });
  }

  get open() { return !this.closedEvent && !this.socket.destroyed; }

  pump() {
    for (;;) {
      const b = this.buf;
      if (b.length < 2) return;
      const fin = (b[0] & 0x80) !== 0;
      const rsv = (b[0] >> 4) & 7;
      const opcode = b[0] & 0x0f;
      const masked = (b[1] & 0x80) !== 0;
      let len = b[1] & 0x7f;
      let at = 2;
      if (len === 126) {
        if (b.length < 4) return;
        len = b.readUInt16BE(2);
        at = 4;
      } else if (len === 127) {
        if (b.length < 10) return;
        const big = b.readBigUInt64BE(2);
        if (big > BigInt(this.maxMessageBytes)) return this.protocolFail(1009, 'message too big');
        len = Number(big);
        at = 10;
      }
      let key = null;
      if (masked) {
        if (b.length < at + 4) return;
        key = b.subarray(at, at + 4);
        at += 4;
      }
      if (b.length < at + len) return;
      let payload = Buffer.from(b.subarray(at, at + len));
      this.buf = b.subarray(at + len);
      if (key) for (let i = 0; i < payload.length; i++) payload[i] ^= key[i & 3];
      // A server must receive masked frames and a client unmasked ones (RFC 6455 §5.1).
      if ((this.role === 'server') !== masked) return this.protocolFail(1002, 'masking');
      if (rsv) return this.protocolFail(1002, 'reserved bits');
      this.emit('frame', { opcode, fin, payload });
      this.onFrame(opcode, fin, payload);
      if (this.socket.destroyed) return;
    }
  }

  onFrame(opcode, fin, payload) {
    if (opcode >= 0x8) {
      if (opcode === OP.PING) {
        this.emit('ping', payload);
        if (this.autoPong && !this.closeSent) this.writeFrame(OP.PONG, payload);
      } else if (opcode === OP.PONG) {
        this.emit('pong', payload);
      } else if (opcode === OP.CLOSE) {
        const code = payload.length >= 2 ? payload.readUInt16BE(0) : 1005;
        const reason = payload.length > 2 ? payload.subarray(2).toString('utf8') : '';
        this.closeReceived = { code, reason };
        this.initiator ??= 'peer';
        if (!this.closeSent) {
          // Echo the close and let the server end TCP (a client ends it if the server does not).
          this.closeSent = { code, reason };
          this.writeFrame(OP.CLOSE, payload.subarray(0, 2));
        }
        if (this.role === 'server') this.socket.end();
        else setTimeout(() => this.socket.destroy(), scaled(1000)).unref();
      }
      return;
    }
    if (opcode === OP.CONT) {
      if (!this.fragments) return this.protocolFail(1002, 'continuation without a start');
      this.fragments.parts.push(payload);
      this.fragments.size += payload.length;
    } else {
      if (this.fragments) return this.protocolFail(1002, 'new message inside a fragmented one');
      this.fragments = { opcode, parts: [payload], size: payload.length };
    }
    if (this.fragments.size > this.maxMessageBytes) return this.protocolFail(1009, 'message too big');
    if (!fin) return;
    const { opcode: op, parts } = this.fragments;
    this.fragments = null;
    const whole = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    if (this.closeReceived) return;
    if (op === OP.TEXT) this.emit('text', whole.toString('utf8'));
    else this.emit('binary', whole);
  }

  protocolFail(code, reason) {
    this.close(code, reason);
    this.socket.destroy();
  }

  writeFrame(opcode, payload, opts = {}) {
    if (this.socket.destroyed || !this.socket.writable) return false;
    this.socket.write(encodeFrame(opcode, payload, { mask: this.role === 'client', ...opts }));
    return true;
  }

  // Writes bytes as they are (hand-made frames, garbage).
  writeRaw(bytes) {
    if (this.socket.destroyed || !this.socket.writable) return false;
    this.socket.write(bytes);
    return true;
  }

  send(text) {
    if (this.closeSent) return false;
    return this.writeFrame(OP.TEXT, text);
  }

  sendBinary(buffer) { return this.writeFrame(OP.BINARY, buffer); }

  ping(payload = '') { return this.writeFrame(OP.PING, payload); }

  // Starts the close handshake. Resolves with the close event.
  close(code = 1000, reason = '') {
    if (!this.closeSent && this.open) {
      this.initiator ??= 'self';
      this.closeSent = { code, reason };
      const r = Buffer.from(reason, 'utf8');
      const p = Buffer.alloc(2 + r.length);
      p.writeUInt16BE(code, 0);
      r.copy(p, 2);
      this.writeFrame(OP.CLOSE, p);
      // Do not wait forever for the peer's answer.
      setTimeout(() => this.socket.destroy(), scaled(2000)).unref();
    }
    return this.closed();
  }

  // Drops the TCP connection without a close frame (RST when possible).
  destroy() {
    if (typeof this.socket.resetAndDestroy === 'function' && !this.socket.destroyed) this.socket.resetAndDestroy();
    else this.socket.destroy();
    return this.closed();
  }

  closed() {
    if (this.closedEvent) return Promise.resolve(this.closedEvent);
    return new Promise((resolve) => this.once('close', resolve));
  }

  finish() {
    if (this.closedEvent) return;
    // code/reason: what the peer's close frame said (1006 when none came). initiator: who sent the first
    // close frame ('self' or 'peer'), or 'drop' when the TCP connection ended without any.
    const ev = {
      code: this.closeReceived ? this.closeReceived.code : 1006,
      reason: this.closeReceived ? this.closeReceived.reason : '',
      wasClean: !!this.closeReceived,
      initiator: this.initiator ?? 'drop',
      sent: this.closeSent,
    };
    this.closedEvent = ev;
    this.emit('close', ev);
  }
}

// Server side of the handshake, for an http.Server 'upgrade' event. Returns a WsConnection, or null
// after answering `status` when `accept(req)` returns a number.
export function acceptUpgrade(req, socket, head, { accept } = {}) {
  const refusal = accept ? accept(req) : null;
  if (typeof refusal === 'number') {
    socket.end(`HTTP/1.1 ${refusal} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    return null;
  }
  const key = req.headers['sec-websocket-key'];
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
    + `Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`);
  return new WsConnection(socket, { role: 'server', head });
}
