using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// A minimal HTTP/1.0 server on 127.0.0.1 for download tests: serves the bodies it was given, 404 for
    /// anything else, and with <see cref="Hang"/> accepts requests and never answers (a cancelled download).
    /// </summary>
    public sealed class LoopbackHttpServer : IDisposable
    {
        private readonly TcpListener _listener = new TcpListener(IPAddress.Loopback, 0);
        private readonly Dictionary<string, byte[]> _files = new Dictionary<string, byte[]>(StringComparer.Ordinal);
        private readonly List<TcpClient> _clients = new List<TcpClient>();
        private readonly Thread _thread;
        private int _requests;

        public LoopbackHttpServer()
        {
            _listener.Start();
            _thread = new Thread(Serve) { IsBackground = true, Name = "LoopbackHttpServer" };
            _thread.Start();
        }

        public bool Hang { get; set; }

        public int Requests
        {
            get { return Interlocked.CompareExchange(ref _requests, 0, 0); }
        }

        public string BaseUrl
        {
            get { return "http://127.0.0.1:" + ((IPEndPoint)_listener.LocalEndpoint).Port; }
        }

        public void Add(string path, byte[] body)
        {
            lock (_files)
            {
                _files[path] = body;
            }
        }

        public void Dispose()
        {
            _listener.Stop();
            lock (_clients)
            {
                foreach (var client in _clients)
                {
                    client.Close();
                }
            }

            _thread.Join(10000);
        }

        private void Serve()
        {
            while (true)
            {
                TcpClient client;
                try
                {
                    client = _listener.AcceptTcpClient();
                }
                catch (Exception e)
                {
                    if (e is SocketException || e is ObjectDisposedException || e is InvalidOperationException)
                    {
                        return;
                    }

                    throw;
                }

                lock (_clients)
                {
                    _clients.Add(client);
                }

                try
                {
                    Answer(client);
                }
                catch (IOException)
                {
                }
                catch (ObjectDisposedException)
                {
                }
            }
        }

        private void Answer(TcpClient client)
        {
            var stream = client.GetStream();
            var request = new StringBuilder();
            var one = new byte[1];
            while (!request.ToString().EndsWith("\r\n\r\n", StringComparison.Ordinal) && stream.Read(one, 0, 1) == 1)
            {
                request.Append((char)one[0]);
            }

            Interlocked.Increment(ref _requests);
            if (Hang)
            {
                return;
            }

            var path = request.ToString().Split(' ')[1];
            byte[] body;
            lock (_files)
            {
                _files.TryGetValue(path, out body);
            }

            var status = body == null ? "404 Not Found" : "200 OK";
            body = body ?? Encoding.ASCII.GetBytes("not found");
            var header = Encoding.ASCII.GetBytes("HTTP/1.0 " + status + "\r\nContent-Length: " + body.Length + "\r\nConnection: close\r\n\r\n");
            stream.Write(header, 0, header.Length);
            stream.Write(body, 0, body.Length);
            client.Close();
        }
    }
}
