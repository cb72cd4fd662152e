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

        // The sample's scripts are in the namespace SampleGame: the classes an agent writes first in the demo
        // (PlayerController, Health, GameConfig in the global namespace) compile beside them (they hit CS0101 before).
        [Test]
        public void AnAgentsOwnPlayerControllerAndHealthCompileBesideTheSamples()
        {
            var project = TestProject.CopySample();
            try
            {
                File.WriteAllText(Path.Combine(project, "Assets", "PlayerController.cs"),
                    "using UnityEngine;\npublic class PlayerController : MonoBehaviour { public float speed = 5f; }\n");
                File.WriteAllText(Path.Combine(project, "Assets", "Health.cs"),
                    "using UnityEngine;\npublic class Health : MonoBehaviour { public int hp = 10; }\n");
                using (var host = new HostProcess(project))
                {
                    host.WaitFor("ready", 240);
                    host.Send("compile");
                    var line = host.WaitFor("compiled", 240);
                    Assert.That(line, Is.EqualTo("compiled ok"), host.Stderr);
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
