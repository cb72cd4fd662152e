#pragma warning disable 618 // AssemblyBuilder is obsolete from Unity 2023.1 (as in Unity), still tested on every profile
using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor.Compilation;

namespace Patchbay.Headless.Tests
{
    // The stand-in's AssemblyBuilder compiles through the host services' mcs off the main thread and
    // finishes when polled (status), raising buildFinished with Unity-shaped CompilerMessages.
    [TestFixture]
    public class AssemblyBuilderTests : StandInFixture
    {
        string Script(string name, string text)
        {
            var dir = Path.Combine(Project, "Temp", "AssemblyBuilderTests");
            Directory.CreateDirectory(dir);
            var path = Path.Combine(dir, name);
            File.WriteAllText(path, text);
            return path;
        }

        string Output(string name)
        {
            return Path.Combine(Project, "Temp", "AssemblyBuilderTests", name + "_" + Guid.NewGuid().ToString("N") + ".dll");
        }

        static CompilerMessage[] BuildAndWait(AssemblyBuilder builder)
        {
            CompilerMessage[] messages = null;
            builder.buildFinished += (path, m) => messages = m;
            Assert.IsTrue(builder.Build(), "Build starts");
            var clock = Stopwatch.StartNew();
            while (builder.status != AssemblyBuilderStatus.Finished)
            {
                Assert.Less(clock.Elapsed.TotalSeconds, 120, "the build finishes");
                System.Threading.Thread.Sleep(20);
            }
            Assert.IsNotNull(messages, "buildFinished was raised");
            return messages;
        }

        [Test]
        public void CompilesAnEditorAssemblyThatReferencesUnityEngineAndUnityEditor()
        {
            var script = Script("Good.cs", "using UnityEngine;\npublic static class Good\n{\n    public static float Max() { return Mathf.Max(2f, 5f); }\n" +
                "    public static string Editor() { return typeof(UnityEditor.Undo).Name; }\n}\n");
            var output = Output("Good");
            var builder = new AssemblyBuilder(output, script) { flags = AssemblyBuilderFlags.EditorAssembly };
            string started = null;
            builder.buildStarted += path => started = path;
            Assert.AreEqual(AssemblyBuilderStatus.NotStarted, builder.status);

            var messages = BuildAndWait(builder);

            Assert.AreEqual(output, started);
            Assert.IsEmpty(messages.Where(m => m.type == CompilerMessageType.Error).ToArray(), string.Join("\n", messages.Select(m => m.message).ToArray()));
            var assembly = System.Reflection.Assembly.Load(File.ReadAllBytes(output));
            var type = assembly.GetType("Good");
            Assert.AreEqual(5f, type.GetMethod("Max").Invoke(null, null));
            Assert.AreEqual("Undo", type.GetMethod("Editor").Invoke(null, null));
            CollectionAssert.Contains(builder.defaultReferences, typeof(UnityEngine.Object).Assembly.Location);
            CollectionAssert.Contains(builder.defaultReferences, typeof(AssemblyBuilder).Assembly.Location);
        }

        [Test]
        public void ReportsEachErrorWithFileLineAndColumnAndWritesNoAssembly()
        {
            var script = Script("Bad.cs", "public static class Bad\n{\n    public static int F() { int x = \"s\"; return y; }\n}\n");
            var output = Output("Bad");
            var messages = BuildAndWait(new AssemblyBuilder(output, script) { flags = AssemblyBuilderFlags.EditorAssembly });

            var errors = messages.Where(m => m.type == CompilerMessageType.Error).ToArray();
            Assert.AreEqual(2, errors.Length, string.Join("\n", messages.Select(m => m.message).ToArray()));
            Assert.AreEqual(script, errors[0].file);
            Assert.AreEqual(3, errors[0].line);
            Assert.AreEqual(37, errors[0].column);
            StringAssert.StartsWith(script + "(3,37): error CS0029: ", errors[0].message);
            Assert.AreEqual(3, errors[1].line);
            StringAssert.Contains("error CS0103", errors[1].message);
            Assert.IsFalse(File.Exists(output));
        }

        [Test]
        public void APlayerAssemblyDoesNotSeeUnityEditor()
        {
            var script = Script("Player.cs", "public static class Player { public static string F() { return typeof(UnityEditor.Undo).Name; } }\n");
            var builder = new AssemblyBuilder(Output("Player"), script);
            CollectionAssert.DoesNotContain(builder.defaultReferences, typeof(AssemblyBuilder).Assembly.Location);
            var errors = BuildAndWait(builder).Where(m => m.type == CompilerMessageType.Error).ToArray();
            Assert.AreEqual(1, errors.Length);
            StringAssert.Contains("UnityEditor", errors[0].message);
        }

        // Issue 43: the engine's modules are their own assemblies; a builder's defaults include them, as Unity's do.
        [Test]
        public void APlayerAssemblySeesTheEngineModules()
        {
            var script = Script("Modules.cs", "using UnityEngine;\npublic static class Modules { public static string F(Rigidbody r, Rigidbody2D r2) { return new Texture2D(1, 1).EncodeToPNG().Length > 0 ? \"png\" : \"\"; } }\n");
            var builder = new AssemblyBuilder(Output("Modules"), script);
            CollectionAssert.Contains(builder.defaultReferences, typeof(UnityEngine.Rigidbody).Assembly.Location);
            var errors = BuildAndWait(builder).Where(m => m.type == CompilerMessageType.Error).ToArray();
            Assert.IsEmpty(errors, string.Join("\n", errors.Select(m => m.message).ToArray()));
        }

        [Test]
        public void OneBuildAtATimeAndEachBuilderBuildsOnce()
        {
            var first = new AssemblyBuilder(Output("One"), Script("One.cs", "public class One {}\n"));
            var second = new AssemblyBuilder(Output("Two"), Script("Two.cs", "public class Two {}\n"));
            Assert.IsTrue(first.Build());
            Assert.IsFalse(second.Build(), "Build refuses while another builder compiles");
            var clock = Stopwatch.StartNew();
            while (first.status != AssemblyBuilderStatus.Finished)
            {
                Assert.Less(clock.Elapsed.TotalSeconds, 120);
                System.Threading.Thread.Sleep(20);
            }
            Assert.Throws<Exception>(() => first.Build());
            Assert.IsTrue(second.Build(), "free again once the first finished");
            while (second.status != AssemblyBuilderStatus.Finished)
            {
                Assert.Less(clock.Elapsed.TotalSeconds, 120);
                System.Threading.Thread.Sleep(20);
            }
        }

        [Test]
        public void RaisesThePipelineEventsWithTheBuilderAsContextAndIsCompilingMeanwhile()
        {
            var output = Output("Events");
            var builder = new AssemblyBuilder(output, Script("Events.cs", "public class Events { int x = \"no\"; }\n"));
            var seen = new System.Collections.Generic.List<string>();
            Action<object> started = c => seen.Add("started:" + (c == builder));
            Action<object> finished = c => seen.Add("finished:" + (c == builder));
            Action<string, CompilerMessage[]> assembly = (p, m) => seen.Add("assembly:" + (p == output) + ":" + m.Length);
            builder.buildFinished += (p, m) => seen.Add("buildFinished");
            CompilationPipeline.compilationStarted += started;
            CompilationPipeline.compilationFinished += finished;
            CompilationPipeline.assemblyCompilationFinished += assembly;
            try
            {
                Assert.IsFalse(UnityEditor.EditorApplication.isCompiling);
                Assert.IsTrue(builder.Build());
                Assert.IsTrue(UnityEditor.EditorApplication.isCompiling, "isCompiling while a builder compiles, as in Unity");
                var clock = Stopwatch.StartNew();
                while (builder.status != AssemblyBuilderStatus.Finished)
                {
                    Assert.Less(clock.Elapsed.TotalSeconds, 120);
                    System.Threading.Thread.Sleep(20);
                }
                Assert.IsFalse(UnityEditor.EditorApplication.isCompiling);
                CollectionAssert.AreEqual(new[] { "started:True", "assembly:True:1", "finished:True", "buildFinished" }, seen);
            }
            finally
            {
                CompilationPipeline.compilationStarted -= started;
                CompilationPipeline.compilationFinished -= finished;
                CompilationPipeline.assemblyCompilationFinished -= assembly;
            }
        }

        [Test]
        public void RefusesAnEmptyPathOrNoScripts()
        {
            Assert.Throws<ArgumentException>(() => new AssemblyBuilder("", "a.cs"));
            Assert.Throws<ArgumentException>(() => new AssemblyBuilder("x.dll"));
        }
    }
}
