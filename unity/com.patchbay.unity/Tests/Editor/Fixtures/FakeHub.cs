using System;
using System.Collections.Concurrent;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Security.Cryptography;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// The hub side of the link in a few lines of raw WebSocket (RFC 6455 handshake and frames over a
    /// TcpListener), so the real LinkClient can be tested end to end without the C++ hub. One connection at a
    /// time; enough for tests, not a server. It answers the hub's challenge (docs/protocol.md §2) with the proof of
    /// <see cref="ProofToken"/>, or without a proof when that is null (an older hub, or any other process on the port).
    /// </summary>
    public sealed class FakeHub : IDisposable
    {
        private readonly TcpListener _listener = new TcpListener(IPAddress.Loopback, 0);
        private readonly BlockingCollection<string> _inbox = new BlockingCollection<string>();
        private readonly ConcurrentQueue<string> _requests = new ConcurrentQueue<string>();
        private readonly object _writeLock = new object();
        private NetworkStream _stream;
        private TcpClient _client;

        public FakeHub()
        {
            _listener.Start();
            Task.Run(() => AcceptLoop());
        }

        public int Port
        {
            get { return ((IPEndPoint)_listener.LocalEndpoint).Port; }
        }

        public string LastAuthorization { get; private set; }

        /// <summary>The token whose proof this hub gives for a challenge; null answers 200 with no proof.</summary>
        public string ProofToken { get; set; }

        /// <summary>Challenges answered so far.</summary>
        public int Challenges { get; private set; }

        /// <summary>The head (request line and headers) of every request received, challenges and upgrades.</summary>
        public string[] Requests
        {
            get { return _requests.ToArray(); }
        }

        public string LastPath { get; private set; }

        /// <summary>Close code the client sent (0 = none yet).</summary>
        public int ClientCloseCode { get; private set; }

        public string ClientCloseReason { get; private set; }

        public int Connections { get; private set; }

        /// <summary>Next text message from the editor, or null after the timeout (pumping meanwhile).</summary>
        public JObject Receive(TimeSpan timeout, Action pump)
        {
            var deadline = DateTime.UtcNow + timeout;
            while (DateTime.UtcNow < deadline)
            {
                if (pump != null)
                {
                    pump();
                }

                string text;
                if (_inbox.TryTake(out text, 10))
                {
                    return JObject.Parse(text);
                }
            }

            return null;
        }

        /// <summary>Skips pings and other messages until one matches.</summary>
        public JObject ReceiveWhere(Func<JObject, bool> match, TimeSpan timeout, Action pump)
        {
            var deadline = DateTime.UtcNow + timeout;
            while (DateTime.UtcNow < deadline)
            {
                var message = Receive(deadline - DateTime.UtcNow, pump);
                if (message == null)
                {
                    return null;
                }

                if ((string)message["method"] == "ping" && message["id"] != null)
                {
                    Send(new JObject { { "jsonrpc", "2.0" }, { "id", message["id"] }, { "result", new JObject() } }.ToString());
                    continue;
                }

                if (match(message))
                {
                    return message;
                }
            }

            return null;
        }

        public void Send(string text)
        {
            WriteFrame(0x1, Encoding.UTF8.GetBytes(text));
        }

        public void CloseConnection(int code, string reason)
        {
            var reasonBytes = Encoding.UTF8.GetBytes(reason);
            var payload = new byte[2 + reasonBytes.Length];
            payload[0] = (byte)(code >> 8);
            payload[1] = (byte)code;
            Buffer.BlockCopy(reasonBytes, 0, payload, 2, reasonBytes.Length);
            WriteFrame(0x8, payload);
        }

        public bool WaitForClientClose(TimeSpan timeout)
        {
            var deadline = DateTime.UtcNow + timeout;
            while (ClientCloseCode == 0 && DateTime.UtcNow < deadline)
            {
                Thread.Sleep(10);
            }

            return ClientCloseCode != 0;
        }

        public void Dispose()
        {
            _listener.Stop();
            if (_client != null)
            {
                _client.Close();
            }
        }

        private void AcceptLoop()
        {
            while (true)
            {
                TcpClient client;
                try
                {
                    client = _listener.AcceptTcpClient();
                }
                catch (Exception)
                {
                    return;
                }

                var stream = client.GetStream();
                var head = ReadHead(stream);
                if (head == null)
                {
                    client.Close();
                    continue;
                }

                _requests.Enqueue(head);
                var challenge = Header(head, HubProof.ChallengeHeader);
                if (challenge != null)
                {
                    // A challenge has a connection of its own; the link's WebSocket (if any) stays.
                    AnswerChallenge(stream, challenge);
                    client.Close();
                    continue;
                }

                if (_client != null)
                {
                    _client.Close();
                }

                _client = client;
                ClientCloseCode = 0;
                Handshake(stream, head);
                _stream = stream;
                Connections++;
                Task.Run(() => ReadLoop(stream));
            }
        }

        private static string ReadHead(NetworkStream stream)
        {
            var request = new StringBuilder();
            while (!request.ToString().EndsWith("\r\n\r\n", StringComparison.Ordinal))
            {
                int b;
                try
                {
                    b = stream.ReadByte();
                }
                catch (IOException)
                {
                    return null;
                }

                if (b < 0)
                {
                    return null;
                }

                request.Append((char)b);
            }

            return request.ToString();
        }

        /// <summary>The value of a header of a request head, or null.</summary>
        private static string Header(string head, string header)
        {
            foreach (var line in head.Split(new[] { "\r\n" }, StringSplitOptions.RemoveEmptyEntries))
            {
                var colon = line.IndexOf(':');
                if (colon > 0 && string.Equals(line.Substring(0, colon).Trim(), header, StringComparison.OrdinalIgnoreCase))
                {
                    return line.Substring(colon + 1).Trim();
                }
            }

            return null;
        }

        private void AnswerChallenge(NetworkStream stream, string challenge)
        {
            Challenges++;
            var proof = ProofToken == null ? null : HubProof.Compute(ProofToken, Port, challenge);
            var response = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n" + (proof == null ? string.Empty : HubProof.ProofHeader + ": " + proof + "\r\n")
                + "Content-Length: 13\r\nConnection: close\r\n\r\nPatchbay hub\n";
            var bytes = Encoding.ASCII.GetBytes(response);
            try
            {
                stream.Write(bytes, 0, bytes.Length);
            }
            catch (IOException)
            {
            }
        }

        private void Handshake(NetworkStream stream, string head)
        {
            LastPath = head.Split(' ')[1];
            LastAuthorization = Header(head, "Authorization");
            var key = Header(head, "Sec-WebSocket-Key");
            string accept;
            using (var sha = SHA1.Create())
            {
                accept = Convert.ToBase64String(sha.ComputeHash(Encoding.ASCII.GetBytes(key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11")));
            }

            var response = "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + accept + "\r\n\r\n";
            var bytes = Encoding.ASCII.GetBytes(response);
            stream.Write(bytes, 0, bytes.Length);
        }

        private void ReadLoop(NetworkStream stream)
        {
            var message = new MemoryStream();
            try
            {
                while (true)
                {
                    var header = ReadExactly(stream, 2);
                    var fin = (header[0] & 0x80) != 0;
                    var opcode = header[0] & 0x0f;
                    long length = header[1] & 0x7f;
                    if (length == 126)
                    {
                        var ext = ReadExactly(stream, 2);
                        length = (ext[0] << 8) | ext[1];
                    }
                    else if (length == 127)
                    {
                        var ext = ReadExactly(stream, 8);
                        length = 0;
                        for (var i = 0; i < 8; i++) length = (length << 8) | ext[i];
                    }

                    var mask = (header[1] & 0x80) != 0 ? ReadExactly(stream, 4) : null;
                    var payload = ReadExactly(stream, (int)length);
                    if (mask != null)
                    {
                        for (var i = 0; i < payload.Length; i++) payload[i] ^= mask[i % 4];
                    }

                    if (opcode == 0x8)
                    {
                        ClientCloseReason = payload.Length > 2 ? Encoding.UTF8.GetString(payload, 2, payload.Length - 2) : string.Empty;
                        ClientCloseCode = payload.Length >= 2 ? (payload[0] << 8) | payload[1] : 1005;
                        return;
                    }

                    if (opcode == 0x9)
                    {
                        WriteFrame(0xA, payload);
                        continue;
                    }

                    if (opcode == 0xA)
                    {
                        continue;
                    }

                    message.Write(payload, 0, payload.Length);
                    if (fin)
                    {
                        _inbox.Add(Encoding.UTF8.GetString(message.ToArray()));
                        message.SetLength(0);
                    }
                }
            }
            catch (Exception)
            {
                if (ClientCloseCode == 0)
                {
                    ClientCloseCode = 1006;
                }
            }
        }

        private void WriteFrame(int opcode, byte[] payload)
        {
            var header = new MemoryStream();
            header.WriteByte((byte)(0x80 | opcode));
            if (payload.Length < 126)
            {
                header.WriteByte((byte)payload.Length);
            }
            else if (payload.Length <= 0xffff)
            {
                header.WriteByte(126);
                header.WriteByte((byte)(payload.Length >> 8));
                header.WriteByte((byte)payload.Length);
            }
            else
            {
                header.WriteByte(127);
                for (var i = 7; i >= 0; i--) header.WriteByte((byte)((long)payload.Length >> (8 * i)));
            }

            lock (_writeLock)
            {
                header.Write(payload, 0, payload.Length);
                var bytes = header.ToArray();
                _stream.Write(bytes, 0, bytes.Length);
            }
        }

        private static byte[] ReadExactly(Stream stream, int count)
        {
            var buffer = new byte[count];
            var read = 0;
            while (read < count)
            {
                var n = stream.Read(buffer, read, count - read);
                if (n <= 0)
                {
                    throw new EndOfStreamException();
                }

                read += n;
            }

            return buffer;
        }
    }
}
