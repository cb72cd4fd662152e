using System;
using System.Collections.Generic;
using System.IO;
using System.Net;
using System.Net.Sockets;
using NUnit.Framework;
using Patchbay.Shared.HubLookup;
using Patchbay.Shared.Link;
using Patchbay.Shared.Platform;

namespace Patchbay.Editor.Tests
{
    /// <summary>
    /// Issue 44, "someone else poses as the hub": the package uses hub.json, its state directory and the listener on
    /// hub.json's port only when they are this OS user's.
    /// </summary>
    public class LocalOwnerTests
    {
        private string _home;
        private string _stateDir;
        private Dictionary<string, uint> _owners;
        private Dictionary<string, int> _modes;

        [SetUp]
        public void SetUp()
        {
            _home = Path.Combine(Path.GetTempPath(), "patchbay-owner-" + Guid.NewGuid().ToString("N"));
            _stateDir = Path.Combine(_home, ".patchbay");
            Directory.CreateDirectory(_stateDir);
            File.WriteAllText(Path.Combine(_stateDir, "hub.json"), "{\"url\":\"http://127.0.0.1:3917\",\"port\":3917,\"pid\":42,\"token\":\"tok\"}");
            _owners = new Dictionary<string, uint>();
            _modes = new Dictionary<string, int>();
            LocalOwner.UserOverride = 1000;
            LocalOwner.ReadOwnerOverride = path =>
            {
                uint owner;
                int mode;
                return Tuple.Create(_owners.TryGetValue(path, out owner) ? owner : 1000u, _modes.TryGetValue(path, out mode) ? mode : 0x1A4);
            };
        }

        [TearDown]
        public void TearDown()
        {
            LocalOwner.UserOverride = null;
            LocalOwner.ReadOwnerOverride = null;
            LocalOwner.SocketTablesOverride = null;
            Directory.Delete(_home, true);
        }

        private HubEndpoint Resolve(out string why)
        {
            var env = new Dictionary<string, string>();
            return new HubLocator(name => { string v; return env.TryGetValue(name, out v) ? v : null; }, _home, pid => true).Resolve(null, null, out why);
        }

        [Test]
        public void ThisUsersHubJsonIsUsed()
        {
            string why;
            Assert.IsNotNull(Resolve(out why), why);
        }

        [Test]
        public void AHubJsonOfAnotherUserIsRefusedSayingWhoseItIs()
        {
            var file = Path.Combine(_stateDir, "hub.json");
            _owners[file] = 65534;
            var before = File.ReadAllText(file);
            string why;
            Assert.IsNull(Resolve(out why));
            Assert.AreEqual(file + " belongs to another user (uid 65534), not to you (uid 1000): Patchbay does not use it. Remove it, or choose your own state directory with PATCHBAY_STATE_DIR.", why);
            Assert.AreEqual(before, File.ReadAllText(file), "nothing changed");
        }

        [Test]
        public void AStateDirectoryOfAnotherUserIsRefusedThoughTheFileIsOurs()
        {
            _owners[_stateDir] = 65534;
            string why;
            Assert.IsNull(Resolve(out why));
            StringAssert.StartsWith(_stateDir + " belongs to another user (uid 65534)", why);
        }

        [Test]
        public void AHubJsonOthersCanWriteIsNotTrusted()
        {
            var file = Path.Combine(_stateDir, "hub.json");
            _modes[file] = 0x1B6; // 0666
            string why;
            Assert.IsNull(Resolve(out why));
            Assert.AreEqual(file + " is writable by other users: Patchbay does not trust it. Remove it (the hub writes it anew, mode 0600).", why);
        }

        [Test]
        public void TheOwnerOfARealFileIsThisProcesssUser()
        {
            if (Path.DirectorySeparatorChar == '\\')
            {
                Assert.Ignore("owners are not asked on Windows");
            }

            uint owner, me;
            int mode;
            string error;
            Assert.IsTrue(NativeFileStatus.TryReadOwner(Path.Combine(_stateDir, "hub.json"), out owner, out me, out mode, out error), error);
            Assert.AreEqual(me, owner);
            Assert.AreEqual(0x8000, mode & 0xF000, "a regular file");
        }

        // proc(5)'s /proc/net/tcp: the fields the check reads (local address, state, uid) at their places.
        private const string Tcp =
            "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
            + "   0: 0100007F:0F4D 00000000:0000 0A 00000000:00000000 00:00000000 00000000 65534        0 4242 1 0000000000000000 100 0 0 10 0\n"
            + "   1: 0100007F:0F4D 0100007F:D431 01 00000000:00000000 00:00000000 00000000  1000        0 4343 1 0000000000000000 20 4 30 10 -1\n"
            + "   2: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 4444 1 0000000000000000 100 0 0 10 0\n"
            + "   3: 0A00000A:0F4E 00000000:0000 0A 00000000:00000000 00:00000000 00000000  3000        0 4545 1 0000000000000000 100 0 0 10 0\n";

        private const string Tcp6 =
            "  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
            + "   0: 00000000000000000000000001000000:0F4E 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000  2000        0 5151 1 0000000000000000 100 0 0 10 0\n";

        [Test]
        public void ListenersAreFoundByPortOnLoopbackOnlyAndListeningOnly()
        {
            var tables = new[] { Tcp, Tcp6 };
            CollectionAssert.AreEqual(new[] { 65534u }, LocalOwner.ListenerOwners(tables, 3917), "the established connection's uid is not the listener's");
            CollectionAssert.AreEqual(new[] { 1000u }, LocalOwner.ListenerOwners(tables, 8080));
            CollectionAssert.AreEqual(new[] { 2000u }, LocalOwner.ListenerOwners(tables, 3918), "::1 counts; 10.0.0.10 does not");
            CollectionAssert.IsEmpty(LocalOwner.ListenerOwners(tables, 4000));
        }

        [Test]
        public void AnotherUsersListenerIsRefusedAndOursOrAnUnknownOneIsNot()
        {
            LocalOwner.SocketTablesOverride = () => new[] { Tcp, Tcp6 };
            Assert.AreEqual("The process listening on port 3917 belongs to another user (uid 65534), not to you (uid 1000): it is not your Patchbay hub, so nothing was sent to it.",
                LocalOwner.ForeignListenerProblem(3917));
            Assert.IsNull(LocalOwner.ForeignListenerProblem(8080));
            Assert.IsNull(LocalOwner.ForeignListenerProblem(4000), "not listed: the hub's proof decides");
        }

        [Test]
        public void TheChallengeIsNotEvenSentToAnotherUsersListener()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            try
            {
                var port = ((IPEndPoint)listener.LocalEndpoint).Port;
                var tcpLine = "   0: 0100007F:" + port.ToString("X4") + " 00000000:0000 0A 00000000:00000000 00:00000000 00000000 65534        0 1 1 0 100 0 0 10 0\n";
                LocalOwner.SocketTablesOverride = () => new[] { Tcp.Split('\n')[0] + "\n" + tcpLine };
                var endpoint = new HubEndpoint(new Uri("ws://127.0.0.1:" + port + "/editor"), "tok", "/s/hub.json", 42, "/s/hub.json", "/s/hub.json");
                bool unproven;
                var refusal = HubChallenge.Refusal(endpoint, System.Threading.CancellationToken.None, out unproven);
                Assert.IsTrue(unproven);
                Assert.AreEqual("/s/hub.json is stale: The process listening on port " + port + " belongs to another user (uid 65534), not to you (uid 1000): it is not your Patchbay hub, so nothing was sent to it.", refusal);
                Assert.IsFalse(listener.Pending(), "no connection was made to it");
            }
            finally
            {
                listener.Stop();
            }
        }

        [Test]
        public void ThisProcesssOwnListenerIsFoundInTheRealSocketTable()
        {
            if (!File.Exists("/proc/net/tcp"))
            {
                Assert.Ignore("only Linux lists its sockets in /proc/net");
            }

            LocalOwner.UserOverride = null;
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            try
            {
                var port = ((IPEndPoint)listener.LocalEndpoint).Port;
                Assert.IsNull(LocalOwner.ForeignListenerProblem(port));
                CollectionAssert.Contains(LocalOwner.ListenerOwners(new[] { File.ReadAllText("/proc/net/tcp") }, port), NativeFileStatus.EffectiveUserId());
            }
            finally
            {
                listener.Stop();
            }
        }
    }
}
