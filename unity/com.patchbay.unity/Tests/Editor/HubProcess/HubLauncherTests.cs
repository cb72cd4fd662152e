using System.Net;
using System.Net.Sockets;
using NUnit.Framework;
using Patchbay.Editor.HubProcess;

namespace Patchbay.Editor.Tests.HubProcess
{
    public sealed class HubLauncherTests
    {
        [Test]
        public void APortAnotherProgramListensOnIsNotFreeAndIsAgainOnceItStops()
        {
            var squatter = new TcpListener(IPAddress.Loopback, 0);
            squatter.Start();
            var port = ((IPEndPoint)squatter.LocalEndpoint).Port;
            try
            {
                Assert.IsFalse(HubLauncher.PortIsFree(port), "a listener holds the port");
            }
            finally
            {
                squatter.Stop();
            }

            Assert.IsTrue(HubLauncher.PortIsFree(port), "nothing listens any more");
        }

        [Test]
        public void TheHubListensOnAnyFreePortWhenTheDefaultOneIsTaken()
        {
            Assert.AreEqual("serve", HubLauncher.ServeArguments(true));
            Assert.AreEqual("serve --listen 127.0.0.1:0", HubLauncher.ServeArguments(false));
        }
    }
}
