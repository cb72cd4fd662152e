using NUnit.Framework;
using Patchbay.Editor.HubProcess;

namespace Patchbay.Editor.Tests.HubProcess
{
    public sealed class HubPlatformTests
    {
        [TestCase("windows", "AMD64", new[] { "win-x64" }, "patchbay.exe")]
        [TestCase("macos", "arm64", new[] { "osx-universal", "osx-arm64" }, "patchbay")]
        [TestCase("macos", "x86_64", new[] { "osx-universal", "osx-x64" }, "patchbay")]
        [TestCase("linux", "x86_64", new[] { "linux-x64" }, "patchbay")]
        public void PicksTheReleaseFolderForEachSupportedPlatform(string os, string cpu, string[] expected, string executable)
        {
            var platform = new HubPlatform(os, cpu);
            string why;
            Assert.AreEqual(expected, platform.RuntimeIds(out why));
            Assert.IsNull(why);
            Assert.AreEqual(executable, platform.ExecutableName);
            Assert.AreEqual(os != HubPlatform.Windows, platform.NeedsChmod);
        }

        [TestCase("linux", "aarch64", "linux on arm64")]
        [TestCase("windows", "ARM64", "windows on arm64")]
        [TestCase("freebsd", "x86_64", "freebsd on x64")]
        public void OtherPlatformsGetAClearMessage(string os, string cpu, string named)
        {
            string why;
            Assert.IsEmpty(new HubPlatform(os, cpu).RuntimeIds(out why));
            StringAssert.Contains(named, why);
            StringAssert.Contains("hubBinaryPath", why);
        }

        [Test]
        public void TheCurrentMachineIsNamed()
        {
            var current = HubPlatform.Current();
            Assert.IsNotEmpty(current.Os);
            Assert.IsNotEmpty(current.Cpu);
        }
    }
}
