// Nothing may leave the machine at test time. The clients are pointed at a local model and their
// telemetry, update and plugin checks are switched off by their own settings; this catches what is
// left: an HTTP(S) proxy on 127.0.0.1 that every client and its children are told to use for
// anything but loopback (HTTP_PROXY / HTTPS_PROXY / ALL_PROXY, NO_PROXY for 127.0.0.1), which refuses
// each request and records where it was going, so a test can assert that nothing tried.
import http from 'node:http';

export async function startNetworkTrap(t) {
  const attempts = [];
  const server = http.createServer((req, res) => {
    attempts.push(`${req.method} ${req.url}`);
    res.writeHead(403, { 'content-type': 'text/plain' });
    res.end('the test network trap refuses every non-loopback request\n');
  });
  server.on('connect', (req, socket) => {
    attempts.push(`CONNECT ${req.url}`);
    socket.on('error', () => {});
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy = `http://127.0.0.1:${server.address().port}`;
  const loopback = '127.0.0.1,localhost,::1';
  const env = {
    HTTP_PROXY: proxy, HTTPS_PROXY: proxy, ALL_PROXY: proxy, http_proxy: proxy, https_proxy: proxy, all_proxy: proxy,
    NO_PROXY: loopback, no_proxy: loopback,
  };
  t.after(() => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }));
  return { env, attempts };
}
