#pragma warning disable 618 // AssemblyBuilder is obsolete from Unity 2023.1, as in Unity
using System;
using System.Diagnostics;
using System.IO;
using NUnit.Framework;
using Patchbay.Editor.Tools.Compilation;
using UnityEditor.Compilation;

namespace Patchbay.Headless.Tests
{
    // The package's CompileMonitor against the stand-in's compilation events. Unity raises the pipeline's events
    // for AssemblyBuilder builds too (execute_code's); they are not the project's compiles. It lives here, not in
    // the package's tests, because it raises a project compile's events through HeadlessEditor, the stand-in's
    // internals: the package's test assembly must compile in a real editor (docs/compatibility.md).
    [TestFixture]
    public class CompileMonitorBuilderTests
    {
        [Test]
        public void AnAssemblyBuilderBuildIsNotCountedAsACompile()
        {
            CompileMonitor.Touch();
            var dir = Path.Combine(Path.GetTempPath(), "patchbay-monitor-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(dir);
            try
            {
                var script = Path.Combine(dir, "Broken.cs");
                File.WriteAllText(script, "public class Broken { int x = \"no\"; }\n");
                var generation = CompileMonitor.Generation;
                var finished = CompileMonitor.LastFinished;
                var builder = new AssemblyBuilder(Path.Combine(dir, "Broken.dll"), script);
                Assert.IsTrue(builder.Build());
                var clock = Stopwatch.StartNew();
                while (builder.status != AssemblyBuilderStatus.Finished)
                {
                    Assert.Less(clock.Elapsed.TotalSeconds, 120);
                    System.Threading.Thread.Sleep(20);
                }

                Assert.AreEqual(generation, CompileMonitor.Generation, "no compile started");
                Assert.AreEqual(finished, CompileMonitor.LastFinished, "none finished");

                // The project's own compiles still count (so the assertions above can fail).
                HeadlessEditor.CompilationStarted();
                HeadlessEditor.CompilationFinished(new CompiledAssemblyResult[0], false);
                Assert.AreEqual(generation + 1, CompileMonitor.Generation);
                Assert.AreEqual(generation + 1, CompileMonitor.LastFinished);
                Assert.AreEqual(0, (int)CompileMonitor.LastResult["errorCount"]);
            }
            finally
            {
                Directory.Delete(dir, true);
            }
        }
    }
}
