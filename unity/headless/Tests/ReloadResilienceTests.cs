using System.IO;
using NUnit.Framework;

namespace Patchbay.Headless.Tests
{
    // A domain that misbehaves around reloads (issue 18): a background thread that throws, and a Task.Delay loop
    // still running when beforeAssemblyReload returns. Unity logs such exceptions and keeps running; so must the
    // host (mono's default policy would end it), and it says which timers the domain left behind.
    [TestFixture]
    public class ReloadResilienceTests
    {
        const string Misbehaving = @"
using System;
using System.Threading;
using System.Threading.Tasks;
using UnityEditor;

[InitializeOnLoad]
public static class Misbehaving
{
    static Misbehaving()
    {
        new Thread(() => { throw new InvalidOperationException(""thrown on a background thread""); }) { IsBackground = true }.Start();
        Task.Run(async () => { while (true) await Task.Delay(3); });
    }
}
";

        string _project;

        [SetUp]
        public void CopyProject()
        {
            _project = TestProject.CopySample();
            File.WriteAllText(Path.Combine(_project, "Assets/Editor/Misbehaving.cs"), Misbehaving);
        }

        [TearDown]
        public void DeleteProject()
        {
            TestProject.Delete(_project);
        }

        [Test]
        public void HostSurvivesAndReportsADomainThatLeavesThreadsAndTimersRunning()
        {
            using (var host = new HostProcess(_project))
            {
                host.WaitFor("ready");
                for (var i = 0; i < 10; i++)
                {
                    host.Send("reload");
                    host.WaitFor("reloaded");
                }

                host.Send("status");
                StringAssert.StartsWith("status domain=11", host.WaitFor("status"), "ten reloads, the host still serving");
                StringAssert.Contains("timer(s) scheduled after beforeAssemblyReload", host.Stderr);
                StringAssert.Contains("Task", host.Stderr, "the report names the timer's callback");
                Assert.AreEqual(0, host.Stop(), "the host exits normally; stderr:\n" + host.Stderr);
            }
        }
    }
}
