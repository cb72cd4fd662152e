using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Text;
using System.Threading;
using Patchbay.Shared.Platform;

namespace Patchbay.Shared.Link
{
    /// <summary>
    /// Asks the listener of an endpoint found through hub.json to prove that it holds the token, before the WebSocket
    /// upgrade that carries it (docs/protocol.md §2):
    /// <code>
    ///   GET /  Patchbay-Challenge: &lt;fresh nonce&gt;  (no Authorization) ──►  200  Patchbay-Proof: &lt;HubProof&gt;
    /// </code>
    /// One plain HTTP request on the link thread, with no token and no session id in it. Blocking with socket
    /// timeouts, no timers (see <see cref="WebSocketTransport"/>); a stop closes the socket so the link thread ends
    /// at once. No Unity API: it runs off the main thread.
    /// </summary>
    public static class HubChallenge
    {
        private const int TimeoutMs = 2000;
        private const int PollMs = 50;
        private const int MaxHeadBytes = 16 * 1024;

        /// <summary>
        /// Null when the listener proved that it holds <see cref="HubEndpoint.Token"/> for the port dialled (or no proof
        /// is required); otherwise why nothing may be sent to it, with <paramref name="unproven"/> true when the listener
        /// did not prove it (or cannot be asked) and false when nothing answered (no hub running there, or one starting).
        /// </summary>
        public static string Refusal(HubEndpoint endpoint, CancellationToken stop, out bool unproven)
        {
            unproven = false;
            if (!endpoint.ProofRequired)
            {
                // URL and token both given explicitly (PATCHBAY_HUB_URL + PATCHBAY_TOKEN, hubUrl + hubToken): a
                // remote hub the user chose, dialled as given; the token is that hub's, not hub.json's.
                return null;
            }

            var uri = endpoint.WebSocketUri;
            if (uri.Scheme != "ws")
            {
                // The hub that writes hub.json speaks plain HTTP; this path has no TLS client.
                unproven = true;
                return "The listener at " + uri + " (from " + endpoint.Source + ") cannot be asked over TLS to prove that it holds "
                    + TokenName(endpoint) + ", so nothing was sent to it. To use that hub, give its token too (PATCHBAY_TOKEN"
                    + " or the hubToken setting).";
            }

            // On loopback the OS names the listener's user: another user's process (on the port of a hub killed without
            // cleanup) is not dialled at all, not even for the challenge.
            if (uri.IsLoopback)
            {
                var foreign = LocalOwner.ForeignListenerProblem(uri.Port);
                if (foreign != null)
                {
                    unproven = true;
                    return (endpoint.Source == endpoint.HubFile ? endpoint.HubFile + " is stale: " : string.Empty) + foreign;
                }
            }

            var challenge = HubProof.NewChallenge();
            string failure;
            var proof = Ask(uri, challenge, stop, out failure);
            if (failure != null)
            {
                return "Cannot reach the hub at " + uri + " (from " + endpoint.Source + "): nothing answers on port " + uri.Port
                    + " (" + failure + ").";
            }

            if (HubProof.IsValid(endpoint.Token, uri.Port, challenge, proof))
            {
                return null;
            }

            unproven = true;

            // hub.json outlives a hub killed without cleanup, and its port is anyone's then: not the hub that wrote it.
            var process = endpoint.Source == endpoint.HubFile ? endpoint.HubFile + " is stale: the process" : "The process";
            return process + " on port " + uri.Port + " did not prove that it holds " + TokenName(endpoint)
                + ": it is not the hub that wrote hub.json; nothing was sent to it"
                + (endpoint.TokenFromHubFile
                    ? " (an older Patchbay hub cannot prove it: stop that one" + (endpoint.HubPid > 0 ? ", pid " + endpoint.HubPid : string.Empty) + ")."
                    : " (or " + endpoint.TokenSource + " does not hold that hub's token).");
        }

        /// <summary>
        /// Sends the challenge to the endpoint's host and port; returns the Patchbay-Proof of a 200 answer (null when
        /// there is none), or sets <paramref name="failure"/> when nothing answered.
        /// </summary>
        public static string Ask(Uri uri, string challenge, CancellationToken stop, out string failure)
        {
            failure = null;
            if (stop.IsCancellationRequested)
            {
                failure = "stopped";
                return null;
            }

            IPAddress address;
            if (!IPAddress.TryParse(uri.DnsSafeHost, out address))
            {
                address = null;
            }

            try
            {
                using (var client = address != null ? new TcpClient(address.AddressFamily) : new TcpClient())
                {
                    // A stop closes the socket (not the TcpClient, whose members then throw NullReferenceException):
                    // a pending connect or read ends at once with an ObjectDisposedException or SocketException.
                    var socket = client.Client;
                    using (stop.Register(() => socket.Close()))
                    {
                        return Exchange(client, address, uri, challenge, stop, out failure);
                    }
                }
            }
            catch (Exception e)
            {
                if (!(e is SocketException) && !(e is IOException) && !(e is AggregateException) && !(e is ObjectDisposedException)
                    && !(e is InvalidOperationException))
                {
                    throw;
                }

                failure = stop.IsCancellationRequested ? "stopped" : Describe(e);
                return null;
            }
        }

        /// <summary>Connects, sends the challenge and reads the answer's head, all within <see cref="TimeoutMs"/>.</summary>
        private static string Exchange(TcpClient client, IPAddress address, Uri uri, string challenge, CancellationToken stop, out string failure)
        {
            failure = null;
            client.SendTimeout = TimeoutMs;
            var clock = Stopwatch.StartNew();
            var connect = address != null ? client.ConnectAsync(address, uri.Port) : client.ConnectAsync(uri.DnsSafeHost, uri.Port);
            while (!connect.Wait(PollMs))
            {
                if (stop.IsCancellationRequested)
                {
                    failure = "stopped";
                    return null;
                }

                if (clock.ElapsedMilliseconds >= TimeoutMs)
                {
                    failure = "no answer within " + (TimeoutMs / 1000) + " s";
                    return null;
                }
            }

            var stream = client.GetStream();
            var request = "GET / HTTP/1.1\r\nHost: " + uri.Authority + "\r\n" + HubProof.ChallengeHeader + ": " + challenge
                + "\r\nConnection: close\r\n\r\n";
            var bytes = Encoding.ASCII.GetBytes(request);
            stream.Write(bytes, 0, bytes.Length);
            var head = ReadHead(client, stream, clock);
            if (head == null)
            {
                failure = "no answer within " + (TimeoutMs / 1000) + " s";
                return null;
            }

            return ProofOf(head);
        }

        /// <summary>The Patchbay-Proof header of a 200 answer's head (status line and headers), or null.</summary>
        public static string ProofOf(string head)
        {
            var lines = head.Split(new[] { "\r\n" }, StringSplitOptions.None);
            if (HubTokenProbe.StatusCode(lines[0]) != 200)
            {
                return null;
            }

            for (var i = 1; i < lines.Length; i++)
            {
                var colon = lines[i].IndexOf(':');
                if (colon > 0 && string.Equals(lines[i].Substring(0, colon).Trim(), HubProof.ProofHeader, StringComparison.OrdinalIgnoreCase))
                {
                    return lines[i].Substring(colon + 1).Trim();
                }
            }

            return null;
        }

        private static string TokenName(HubEndpoint endpoint)
        {
            return endpoint.TokenFromHubFile ? "hub.json's token" : "the token from " + endpoint.TokenSource;
        }

        /// <summary>The answer up to its blank line, or null when it did not come within the time left.</summary>
        private static string ReadHead(TcpClient client, NetworkStream stream, Stopwatch clock)
        {
            var head = new StringBuilder();
            var buffer = new byte[1024];
            while (head.Length < MaxHeadBytes)
            {
                var left = TimeoutMs - (int)clock.ElapsedMilliseconds;
                if (left <= 0)
                {
                    return null;
                }

                client.ReceiveTimeout = left;
                var read = stream.Read(buffer, 0, buffer.Length);
                if (read <= 0)
                {
                    break;
                }

                head.Append(Encoding.ASCII.GetString(buffer, 0, read));
                var end = head.ToString().IndexOf("\r\n\r\n", StringComparison.Ordinal);
                if (end >= 0)
                {
                    return head.ToString(0, end);
                }
            }

            // Closed (or too long) before the blank line: what came is all there is.
            return head.ToString();
        }

        private static string Describe(Exception e)
        {
            while (e.InnerException != null)
            {
                e = e.InnerException;
            }

            return e.Message;
        }
    }
}
