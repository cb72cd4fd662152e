using System;
using System.IO;

namespace Patchbay.EditorHost
{
    // Tool and library locations on Debian (scripts/install-deps.sh); each can be overridden.
    internal static class HostPaths
    {
        internal static string NewtonsoftJson { get { return Env("PATCHBAY_NEWTONSOFT_JSON", typeof(Newtonsoft.Json.JsonConvert).Assembly.Location); } }
        internal static string NUnitFramework { get { return Env("PATCHBAY_NUNIT_FRAMEWORK", "/usr/lib/cli/nunit.framework-2.6.3/nunit.framework.dll"); } }

        static string Env(string name, string fallback)
        {
            var v = Environment.GetEnvironmentVariable(name);
            return string.IsNullOrEmpty(v) ? fallback : v;
        }
    }
}
