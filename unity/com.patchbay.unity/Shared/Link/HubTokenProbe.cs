using System;
using System.Globalization;
using System.Net.Sockets;
using System.Text;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// Asks a hub over plain HTTP whether it refuses a token. ClientWebSocket implementations report a refused
    /// upgrade differently (Mono's only says "Unable to connect"), so after a failed connect the link sends one
    /// GET to the editor endpoint with the same bearer token and reads the status code: a wrong token gets 401
    /// there too (docs/protocol.md §1). It carries the token, so it only follows a connect to an endpoint that was
    /// dialled at all: one from hub.json only after its listener proved it holds the token (<see cref="HubChallenge"/>).
    /// Blocking with socket timeouts, no timers (see <see cref="WebSocketTransport"/>).
    /// </summary>
    public static class HubTokenProbe
    {
        private const int TimeoutMs = 2000;
        private const int MaxStatusLineBytes = 256;

        /// <summary>True only when the hub answered 401 Unauthorized; false on any other answer or failure.</summary>
        public static bool IsRefused(HubEndpoint endpoint)
        {
            var uri = endpoint.WebSocketUri;
            if (uri.Scheme != "ws")
            {
                // No TLS client here; the WebSocket client's own error stands.
                return false;
            }

            try
            {
                using (var client = new TcpClient())
                {
                    client.ReceiveTimeout = TimeoutMs;
                    client.SendTimeout = TimeoutMs;
                    var connect = client.ConnectAsync(uri.Host, uri.Port);
                    if (!connect.Wait(TimeoutMs))
                    {
                        return false;
                    }

                    var stream = client.GetStream();
                    var request = "GET " + uri.AbsolutePath + " HTTP/1.1\r\nHost: " + uri.Authority + "\r\nAuthorization: Bearer " + endpoint.Token
                        + "\r\nConnection: close\r\n\r\n";
                    var bytes = Encoding.ASCII.GetBytes(request);
                    stream.Write(bytes, 0, bytes.Length);
                    return StatusCode(ReadStatusLine(stream)) == 401;
                }
            }
            catch (Exception e)
            {
                if (e is SocketException || e is System.IO.IOException || e is AggregateException || e is ObjectDisposedException)
                {
                    return false;
                }

                throw;
            }
        }

        /// <summary>The status code of an HTTP/1.x status line, or -1.</summary>
        public static int StatusCode(string statusLine)
        {
            if (statusLine == null || !statusLine.StartsWith("HTTP/1.", StringComparison.Ordinal))
            {
                return -1;
            }

            var parts = statusLine.Split(' ');
            int code;
            return parts.Length >= 2 && parts[1].Length == 3 && int.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out code) ? code : -1;
        }

        private static string ReadStatusLine(NetworkStream stream)
        {
            var line = new StringBuilder();
            while (line.Length < MaxStatusLineBytes)
            {
                var b = stream.ReadByte();
                if (b < 0 || b == '\n')
                {
                    break;
                }

                if (b != '\r')
                {
                    line.Append((char)b);
                }
            }

            return line.ToString();
        }
    }
}
