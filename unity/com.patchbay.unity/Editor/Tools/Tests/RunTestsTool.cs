using System;
using System.IO;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Core;
using Patchbay.Editor.Tools.Jobs;
using Patchbay.Editor.Tools.Shared;
using UnityEditor;
using UnityEditor.TestTools.TestRunner.Api;
using UnityEngine;

namespace Patchbay.Editor.Tools.Tests
{
    /// <summary>
    /// Runs the project's tests through the Test Runner API (the Test Runner window's engine), one run at a
    /// time. Blocked until the project allows tests (allowTests): tests run arbitrary project code.
    /// </summary>
    [McpTool("run_tests", "Run EditMode/PlayMode tests with filters; summary, failures, optional NUnit XML.",
        Group = "tests", Destructive = false, Idempotent = false, Security = SecurityClass.Tests)]
    public sealed class RunTestsTool : McpTool<RunTestsParams, string>
    {
        private static TestRunCollector s_running;

        protected override async Task<string> ExecuteAsync(RunTestsParams parameters, ToolCallContext context)
        {
            if (EditorApplication.isPlaying || EditorApplication.isPlayingOrWillChangePlaymode)
            {
                throw ToolErrors.State("Tests cannot start in play mode; stop it first (set_play_mode with action \"stop\").");
            }

            if (EditorApplication.isCompiling)
            {
                throw ToolErrors.State("Scripts are compiling; wait for compile to finish, then run the tests.");
            }

            if (s_running != null)
            {
                throw ToolErrors.State("A test run is already in progress" + (s_running.JobId != null ? " (job " + s_running.JobId + "; use get_job)" : string.Empty) + ".");
            }

            string xmlPath = null;
            if (parameters.Xml)
            {
                var root = Path.GetDirectoryName(Application.dataPath);
                xmlPath = Path.Combine(Path.Combine(Path.Combine(root, "Library"), "Patchbay"), "TestResults");
                xmlPath = Path.Combine(xmlPath, "tests-" + DateTime.UtcNow.ToString("yyyyMMdd-HHmmss-fff", System.Globalization.CultureInfo.InvariantCulture) + ".xml");
            }

            var filter = new Filter
            {
                testMode = parameters.Mode == TestModeOption.PlayMode ? TestMode.PlayMode : TestMode.EditMode,
                groupNames = Empty(parameters.Names),
                categoryNames = Empty(parameters.Categories),
                assemblyNames = Empty(parameters.Assemblies),
            };
            var api = ScriptableObject.CreateInstance<TestRunnerApi>();
            var collector = new TestRunCollector(context, xmlPath);
            collector.Finished += () =>
            {
                api.UnregisterCallbacks(collector);
                s_running = null;
            };
            s_running = collector;
            api.RegisterCallbacks(collector);
            try
            {
                api.Execute(new ExecutionSettings(filter));
            }
            catch
            {
                api.UnregisterCallbacks(collector);
                s_running = null;
                throw;
            }

            var done = await EditorWait.Until(() => collector.Done.IsCompleted, parameters.WaitSeconds, context.Cancellation);
            if (!done)
            {
                collector.JobId = JobStore.Start("tests");
                return ToolJson.Text(new JObject
                {
                    { "status", "running" },
                    { "jobId", collector.JobId },
                    { "message", "Tests are still running. Call get_job with this jobId to wait for the summary." },
                });
            }

            return ToolJson.Text(collector.Done.Result);
        }

        private static string[] Empty(string[] values)
        {
            return values == null || values.Length == 0 ? null : values;
        }
    }
}
