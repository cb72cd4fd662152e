using System;
using System.IO;
using System.Linq;
using NUnit.Framework;

namespace Patchbay.Headless.Tests
{
    // The corpus (unity/headless/Corpus, issue 42) compiled as a project's scripts are: copied into a copy of the sample
    // project and compiled by the real headless editor host with Roslyn at C# 9, as Unity compiles them.
    [TestFixture]
    public class CorpusTests
    {
        static string CorpusAssets { get { return Path.Combine(TestProject.BuildDir, "Corpus", "Assets"); } }

        static string[] Scripts()
        {
            return Directory.GetFiles(CorpusAssets, "*.cs", SearchOption.AllDirectories);
        }

        [Test]
        public void HoldsAtLeastFortyOrdinaryScripts()
        {
            var scripts = Scripts();
            Assert.That(scripts.Length, Is.GreaterThanOrEqualTo(40), "the corpus has " + scripts.Length + " scripts: " +
                string.Join(", ", scripts.Select(Path.GetFileName).ToArray()));
            Assert.That(scripts.Count(s => s.Replace('\\', '/').Contains("/Editor/")), Is.GreaterThanOrEqualTo(4), "editor scripts");
        }

        [Test]
        public void EveryScriptCompilesInAProjectThroughTheHost()
        {
            var project = TestProject.CopySample();
            try
            {
                Copy(CorpusAssets, Path.Combine(project, "Assets"));
                // The packages the corpus's scripts use, as a project lists them.
                var manifest = Path.Combine(project, "Packages", "manifest.json");
                var json = Newtonsoft.Json.Linq.JObject.Parse(File.ReadAllText(manifest));
                json["dependencies"]["com.unity.inputsystem"] = "1.8.2";
                json["dependencies"]["com.unity.ugui"] = "1.0.0";
                File.WriteAllText(manifest, json.ToString());
                using (var host = new HostProcess(project, "--frame-ms", "10"))
                {
                    host.WaitFor("ready", 240);
                    host.Send("compile clean");
                    var line = host.WaitFor("compiled", 240);
                    var errors = host.Stderr.Split('\n').Where(l => l.Contains(": error CS")).ToArray();
                    Assert.That(line, Is.EqualTo("compiled ok"), "compiler errors:\n" + string.Join("\n", errors));
                    Assert.That(errors, Is.Empty);
                }
            }
            finally { TestProject.Delete(project); }
        }

        static void Copy(string from, string to)
        {
            Directory.CreateDirectory(to);
            foreach (var f in Directory.GetFiles(from)) File.Copy(f, Path.Combine(to, Path.GetFileName(f)), true);
            foreach (var d in Directory.GetDirectories(from)) Copy(d, Path.Combine(to, Path.GetFileName(d)));
        }
    }
}
