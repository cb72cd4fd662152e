using System;
using System.IO;

namespace Patchbay.EditorHost
{
    // Tool and library locations on Debian (scripts/install-deps.sh); each can be overridden. NUnit (3.6, as Unity's
    // Test Framework has NUnit 3) is the copy unity/build.sh puts next to the host.
    internal static class HostPaths
    {
        internal static string NewtonsoftJson { get { return Env("PATCHBAY_NEWTONSOFT_JSON", typeof(Newtonsoft.Json.JsonConvert).Assembly.Location); } }
        internal static string NUnitFramework { get { return Env("PATCHBAY_NUNIT_FRAMEWORK", Path.Combine(Path.GetDirectoryName(typeof(HostPaths).Assembly.Location), "nunit.framework.dll")); } }

        static string Env(string name, string fallback)
        {
            var v = Environment.GetEnvironmentVariable(name);
            return string.IsNullOrEmpty(v) ? fallback : v;
        }
    }
}
