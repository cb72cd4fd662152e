using System;
using System.IO;

namespace Patchbay.Headless.Tests
{
    // Copies of the sample project in a temporary directory (tests never write into the repository).
    internal static class TestProject
    {
        internal static string BuildDir
        {
            get { return Path.GetDirectoryName(new Uri(typeof(TestProject).Assembly.CodeBase).LocalPath); }
        }

        internal static string SampleSource
        {
            get
            {
                var env = Environment.GetEnvironmentVariable("PATCHBAY_SAMPLE_PROJECT");
                return !string.IsNullOrEmpty(env) ? env : Path.Combine(BuildDir, "SampleProject");
            }
        }

        internal static string CopySample()
        {
            var target = Path.Combine(Path.GetTempPath(), "patchbay-headless-" + Guid.NewGuid().ToString("N").Substring(0, 8));
            Copy(SampleSource, target);
            var library = Path.Combine(target, "Library");
            if (Directory.Exists(library)) Directory.Delete(library, true);
            return target;
        }

        static void Copy(string from, string to)
        {
            Directory.CreateDirectory(to);
            foreach (var f in Directory.GetFiles(from)) File.Copy(f, Path.Combine(to, Path.GetFileName(f)));
            foreach (var d in Directory.GetDirectories(from)) Copy(d, Path.Combine(to, Path.GetFileName(d)));
        }

        internal static void Delete(string path)
        {
            try { if (path != null && Directory.Exists(path)) Directory.Delete(path, true); }
            catch (IOException) { }
        }
    }
}
