using System;
using System.Linq;
using System.Net;
using System.Net.Sockets;
using System.Threading;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Shared.Link;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// The hub proves it holds hub.json's token before the link sends it (docs/protocol.md §2): the proof itself
    /// (the test vector shared with tests/unit/transport/hub_proof_test.cpp), and the challenge against a listener
    /// that answers with the right proof, a wrong one or none.
    /// </summary>
    public class HubProofTests
    {
        private const string VectorToken = "3f9c0d1e2a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d";
        private const int VectorPort = 3917;
        private const string VectorChallenge = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
        private const string VectorProof = "5bc9b34b863526ec752c4ebdf4094e3fcc906ca2405713316c8b9ae326b3ea3c";
        private const string HubFile = "/home/me/.patchbay/hub.json";
        private const string Token = "hub-token-0123456789abcdef";

        private FakeHub _hub;

        [SetUp]
        public void SetUp()
        {
            _hub = new FakeHub();
        }

        [TearDown]
        public void TearDown()
        {
            _hub.Dispose();
        }

        /// <summary>An endpoint whose URL and token are hub.json's, on <paramref name="port"/>.</summary>
        private static HubEndpoint FromHubFile(int port)
        {
            return new HubEndpoint(new Uri("ws://127.0.0.1:" + port + "/editor"), Token, HubFile, 41230, HubFile, HubFile);
        }

        private void AssertSentNothingSecret()
        {
            foreach (var request in _hub.Requests)
            {
                StringAssert.DoesNotContain(Token, request);
                StringAssert.DoesNotContain("Authorization", request);
            }

            Assert.AreEqual(0, _hub.Connections, "no WebSocket upgrade");
        }

        [Test]
        public void ProofMatchesTheProtocolTestVector()
        {
            Assert.AreEqual(VectorProof, HubProof.Compute(VectorToken, VectorPort, VectorChallenge));
            Assert.IsTrue(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, VectorProof));
        }

        [Test]
        public void AProofForAnotherPortTokenOrChallengeIsRefused()
        {
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort + 1, VectorChallenge, VectorProof), "another port (a relay to a real hub)");
            Assert.IsFalse(HubProof.IsValid(VectorToken + "0", VectorPort, VectorChallenge, VectorProof), "another token");
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, "f" + VectorChallenge.Substring(1), VectorProof), "another challenge");
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, HubProof.Compute("other", VectorPort, VectorChallenge)));
        }

        [Test]
        public void AMissingOrMalformedProofIsRefused()
        {
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, null));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, string.Empty));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, new string('0', 64)));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, VectorProof.Substring(0, 63)));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, VectorProof + "0"));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, VectorChallenge, VectorProof.ToUpperInvariant()), "lowercase hex, as the hub writes it");
            Assert.IsFalse(HubProof.IsValid(null, VectorPort, VectorChallenge, VectorProof));
        }

        [Test]
        public void AMalformedChallengeGetsNoProof()
        {
            Assert.IsNull(HubProof.Compute(VectorToken, VectorPort, "short"));
            Assert.IsNull(HubProof.Compute(VectorToken, VectorPort, new string('a', 129)));
            Assert.IsNull(HubProof.Compute(VectorToken, VectorPort, new string('g', 64)));
            Assert.IsNull(HubProof.Compute(VectorToken, VectorPort, null));
            Assert.IsFalse(HubProof.IsValid(VectorToken, VectorPort, "short", VectorProof));
            Assert.IsNotNull(HubProof.Compute(VectorToken, VectorPort, new string('A', 32)), "32 to 128 hex digits, either case");
        }

        [Test]
        public void ChallengesAreFreshLowercaseHex()
        {
            var first = HubProof.NewChallenge();
            var second = HubProof.NewChallenge();
            StringAssert.IsMatch("^[0-9a-f]{64}$", first);
            StringAssert.IsMatch("^[0-9a-f]{64}$", second);
            Assert.AreNotEqual(first, second);
        }

        [Test]
        public void FixedTimeEqualsIsOrdinalEquality()
        {
            Assert.IsTrue(HubProof.FixedTimeEquals("abc", "abc"));
            Assert.IsFalse(HubProof.FixedTimeEquals("abc", "abd"));
            Assert.IsFalse(HubProof.FixedTimeEquals("abc", "ABC"));
            Assert.IsFalse(HubProof.FixedTimeEquals("abc", "abcd"));
            Assert.IsFalse(HubProof.FixedTimeEquals(null, "abc"));
        }

        [Test]
        public void TheProofIsTheHeaderOfA200AnswerOnly()
        {
            Assert.AreEqual(VectorProof, HubChallenge.ProofOf("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\npatchbay-proof: " + VectorProof));
            Assert.IsNull(HubChallenge.ProofOf("HTTP/1.1 200 OK\r\nContent-Type: text/plain"));
            Assert.IsNull(HubChallenge.ProofOf("HTTP/1.1 401 Unauthorized\r\nPatchbay-Proof: " + VectorProof));
            Assert.IsNull(HubChallenge.ProofOf(string.Empty));
        }

        [Test]
        public void TheHubThatWroteHubJsonIsProvenWithoutBeingSentTheToken()
        {
            _hub.ProofToken = Token;
            bool unproven;
            Assert.IsNull(HubChallenge.Refusal(FromHubFile(_hub.Port), CancellationToken.None, out unproven));
            Assert.AreEqual(1, _hub.Challenges);
            var request = _hub.Requests.Single();
            StringAssert.StartsWith("GET / HTTP/1.1\r\n", request);
            StringAssert.IsMatch("(?i)\r\nPatchbay-Challenge: [0-9a-f]{64}\r\n", request);
            AssertSentNothingSecret();
        }

        [Test]
        public void AListenerWithoutTheProofIsRefusedAndSentNothingSecret()
        {
            _hub.ProofToken = null;
            bool unproven;
            var refusal = HubChallenge.Refusal(FromHubFile(_hub.Port), CancellationToken.None, out unproven);
            Assert.IsTrue(unproven);
            StringAssert.Contains(HubFile + " is stale: the process on port " + _hub.Port + " did not prove that it holds hub.json's token: "
                + "it is not the hub that wrote hub.json; nothing was sent to it", refusal);
            Assert.AreEqual(1, _hub.Challenges);
            AssertSentNothingSecret();
        }

        [Test]
        public void AListenerProvingAnotherTokenIsRefused()
        {
            _hub.ProofToken = "a-real-hub-but-not-the-one-of-hub.json";
            bool unproven;
            var refusal = HubChallenge.Refusal(FromHubFile(_hub.Port), CancellationToken.None, out unproven);
            Assert.IsTrue(unproven);
            StringAssert.Contains("did not prove that it holds hub.json's token", refusal);
            AssertSentNothingSecret();
        }

        [Test]
        public void NothingListeningIsNoHubRatherThanAnImpostor()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            var port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            bool unproven;
            var refusal = HubChallenge.Refusal(FromHubFile(port), CancellationToken.None, out unproven);
            Assert.IsFalse(unproven);
            StringAssert.Contains("nothing answers on port " + port, refusal);
        }

        [Test]
        public void AnExplicitUrlAndTokenAreDialledWithoutAProof()
        {
            var explicitly = new HubEndpoint(new Uri("ws://127.0.0.1:" + _hub.Port + "/editor"), Token, "PATCHBAY_HUB_URL", 0, "PATCHBAY_TOKEN", null);
            Assert.IsFalse(explicitly.ProofRequired);
            bool unproven;
            Assert.IsNull(HubChallenge.Refusal(explicitly, CancellationToken.None, out unproven));
            Assert.AreEqual(0, _hub.Requests.Length, "the user's own choice: no challenge");
        }

        [Test]
        public void AnExplicitUrlWithHubJsonsTokenMustProveItToo()
        {
            var endpoint = new HubEndpoint(new Uri("ws://127.0.0.1:" + _hub.Port + "/editor"), Token, "PATCHBAY_HUB_URL", 0, HubFile, HubFile);
            Assert.IsTrue(endpoint.ProofRequired);
            bool unproven;
            var refusal = HubChallenge.Refusal(endpoint, CancellationToken.None, out unproven);
            Assert.IsTrue(unproven);
            StringAssert.StartsWith("The process on port " + _hub.Port + " did not prove that it holds hub.json's token", refusal);
            AssertSentNothingSecret();

            var overTls = new HubEndpoint(new Uri("wss://127.0.0.1:" + _hub.Port + "/editor"), Token, "settings (hubUrl)", 0, HubFile, HubFile);
            StringAssert.Contains("cannot be asked over TLS", HubChallenge.Refusal(overTls, CancellationToken.None, out unproven));
            Assert.AreEqual(1, _hub.Requests.Length, "nothing dialled over TLS");
        }

        [Test]
        public void AStopEndsTheChallengeAtOnce()
        {
            bool unproven;
            using (var stop = new CancellationTokenSource())
            {
                stop.Cancel();
                StringAssert.Contains("stopped", HubChallenge.Refusal(FromHubFile(_hub.Port), stop.Token, out unproven));
                Assert.IsFalse(unproven);
            }

            // A listener that never answers: a domain reload must not wait out the challenge's timeout.
            using (var silent = new LoopbackHttpServer { Hang = true })
            using (var stop = new CancellationTokenSource())
            {
                string refusal = null;
                var clock = System.Diagnostics.Stopwatch.StartNew();
                var thread = new Thread(() => refusal = HubChallenge.Refusal(FromHubFile(new Uri(silent.BaseUrl).Port), stop.Token, out unproven));
                thread.Start();
                while (silent.Requests == 0 && clock.Elapsed < TestTime.Seconds(2))
                {
                    Thread.Sleep(10);
                }

                Assert.AreEqual(1, silent.Requests, "the challenge was sent");
                stop.Cancel();

                // Unscaled: the read would otherwise last until the challenge's own 2 s timeout.
                var ended = thread.Join(TimeSpan.FromSeconds(1));
                thread.Join();
                Assert.IsTrue(ended, "ended by the stop, not by the timeout");
                StringAssert.Contains("stopped", refusal);
            }
        }
    }
}
