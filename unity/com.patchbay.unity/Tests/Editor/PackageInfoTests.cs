using System.IO;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Shared.Core;

namespace Patchbay.Editor.Tests
{
    public class PackageInfoTests
    {
        [Test]
        public void VersionConstantMatchesPackageJson()
        {
            var path = FindPackageJson();
            if (path == null)
            {
                Assert.Ignore("package.json not found from " + Directory.GetCurrentDirectory());
            }

            Assert.AreEqual((string)JObject.Parse(File.ReadAllText(path))["version"], PatchbayInfo.PackageVersion);
        }

        private static string FindPackageJson()
        {
            // Unity runs tests from the project root; nunit3-console from the build folder inside the repo.
            foreach (var start in new[] { Directory.GetCurrentDirectory(), System.AppDomain.CurrentDomain.BaseDirectory })
            {
                for (var dir = new DirectoryInfo(start); dir != null; dir = dir.Parent)
                {
                    foreach (var candidate in new[] { "Packages/com.patchbay.unity/package.json", "unity/com.patchbay.unity/package.json" })
                    {
                        var path = Path.Combine(dir.FullName, candidate);
                        if (File.Exists(path))
                        {
                            return path;
                        }
                    }
                }
            }

            return null;
        }
    }
}
