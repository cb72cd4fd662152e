using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// run_tests against the stand-in's Test Framework (issue 27), which runs a job the way com.unity.test-framework
    /// does: a modal "save modified scenes?" dialog first, a run it fails (OnError) or that is cancelled never calls
    /// RunFinished. Every run must end for Patchbay all the same, and no run may open the dialog.
    /// </summary>
    public class RunTestsToolTests
    {
        [SetUp]
        public void Fresh()
        {
            ToolHarness.FreshMainScene();
            ArmedPrebuildSetup.Armed = false;
            RunnerSubjectTests.SlowArmed = false;
        }

        [TearDown]
        public void Disarm()
        {
            ArmedPrebuildSetup.Armed = false;
            RunnerSubjectTests.SlowArmed = false;
            ToolHarness.FramesUntilNoTestRun();
        }

        private static string Category(string category, int waitSeconds = 30)
        {
            return "{\"categories\":[\"" + category + "\"],\"waitSeconds\":" + waitSeconds + "}";
        }

        private static void NextRunStarts()
        {
            Assert.AreEqual("no_tests", (string)ToolHarness.Ok("run_tests", Category("nothing-has-this"))["status"], "a later run is not refused");
        }

        [Test]
        public void AModifiedSceneIsRefusedBeforeTheTestFrameworkCanAskAboutIt()
        {
            var dialogs = ToolHarness.DialogsShown().Count;
            ToolHarness.Ok("create_game_object", "{\"name\":\"Unsaved\"}");
            var refused = ToolHarness.Fails("run_tests", Category("nothing-has-this"), "invalid_state");
            StringAssert.Contains("Assets/Scenes/Main.unity", ToolHarness.Text(refused));
            StringAssert.Contains("save_scene", ToolHarness.Text(refused));
            ToolHarness.Frames(5);
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count, "no modal dialog blocked the editor");

            ToolHarness.Ok("save_scene", "{}");
            NextRunStarts();
            Assert.AreEqual(dialogs, ToolHarness.DialogsShown().Count);
        }

        [Test]
        public void ARunTheTestFrameworkFailsEndsWithItsReasonAndTheNextRunStarts()
        {
            ArmedPrebuildSetup.Armed = true;
            var failed = ToolHarness.Fails("run_tests", Category(RunnerSubjectTests.FailsToStart, 10), "tool_failed");
            StringAssert.Contains("could not run the tests", ToolHarness.Text(failed));
            StringAssert.Contains("IPrebuildSetup", ToolHarness.Text(failed));
            ArmedPrebuildSetup.Armed = false;
            NextRunStarts();
        }

        [Test]
        public void AFailedRunCompletesItsJob()
        {
            ArmedPrebuildSetup.Armed = true;
            var job = (string)ToolHarness.Ok("run_tests", Category(RunnerSubjectTests.FailsToStart, 0))["jobId"];
            var result = ToolHarness.Ok("get_job", "{\"jobId\":\"" + job + "\",\"waitSeconds\":10}");
            Assert.AreEqual("error", (string)result["status"], result.ToString());
            NextRunStarts();
        }

        [Test]
        public void AReloadDuringARunCompletesItsJobAsInterrupted()
        {
            RunnerSubjectTests.SlowArmed = true;
            var job = (string)ToolHarness.Ok("run_tests", Category(RunnerSubjectTests.Slow, 0))["jobId"];
            ToolHarness.RaiseBeforeAssemblyReload();
            var result = ToolHarness.Ok("get_job", "{\"jobId\":\"" + job + "\",\"waitSeconds\":0}");
            Assert.AreEqual("interrupted", (string)result["status"], result.ToString());
            ToolHarness.FramesUntilNoTestRun();
            NextRunStarts();
        }

        // Entering play mode reloads the domain by default, and the Test Framework's callbacks end at a reload: a
        // PlayMode run is a job from the start, recorded where the next domain finds it, so its results reach the
        // call (or get_job) after play mode, whether play mode reloads the domain or not. (In this in-process editor
        // play mode starts in place; the host process's reload is tests/e2e/playmode_tests.test.mjs.)
        [Test]
        public void APlayModeRunIsAJobThatEndsWithItsResultsAndLeavesPlayMode()
        {
            var running = ToolHarness.Ok("run_tests", "{\"mode\":\"PlayMode\",\"categories\":[\"nothing-has-this\"],\"waitSeconds\":0}");
            Assert.AreEqual("running", (string)running["status"], running.ToString());
            var job = (string)running["jobId"];
            var again = ToolHarness.Fails("run_tests", Category("nothing-has-this"), "invalid_state");
            StringAssert.Contains(job, ToolHarness.Text(again), "one run at a time, naming the job");
            var result = ToolHarness.Ok("get_job", "{\"jobId\":\"" + job + "\",\"waitSeconds\":10}");
            Assert.AreEqual("no_tests", (string)result["status"], result.ToString());
            ToolHarness.Frames(3);
            Assert.IsFalse(UnityEditor.EditorApplication.isPlaying, "the run left play mode");
            Assert.AreEqual("no_tests", (string)ToolHarness.Ok("run_tests", "{\"mode\":\"PlayMode\",\"categories\":[\"nothing-has-this\"]}")["status"],
                "a call that waits answers with the results");
            try
            {
                UnityEditor.EditorSettings.enterPlayModeOptionsEnabled = true;
                UnityEditor.EditorSettings.enterPlayModeOptions = UnityEditor.EnterPlayModeOptions.DisableDomainReload;
                Assert.AreEqual("no_tests", (string)ToolHarness.Ok("run_tests", "{\"mode\":\"PlayMode\",\"categories\":[\"nothing-has-this\"]}")["status"]);
            }
            finally
            {
                UnityEditor.EditorSettings.enterPlayModeOptionsEnabled = false;
                UnityEditor.EditorSettings.enterPlayModeOptions = UnityEditor.EnterPlayModeOptions.None;
            }

            NextRunStarts();
        }

#if UNITY_6000_0_OR_NEWER
        // Test Framework 1.4 (Unity 6): runs can be cancelled (CancelTestRun), and IsRunActive tells.
        [Test]
        public void ACancelledCallCancelsItsRunAndTheNextRunStarts()
        {
            RunnerSubjectTests.SlowArmed = true;
            int start;
            var id = ToolHarness.Start("run_tests", Category(RunnerSubjectTests.Slow), out start);
            ToolHarness.Frames(6);
            ToolHarness.Cancel(id);
            var answer = ToolHarness.Await("run_tests", id, start);
            Assert.AreEqual("cancelled", Patchbay.Shared.Calls.ToolResults.ErrorKindOf(answer), answer.ToString());
            NextRunStarts();
        }

        [Test]
        public void ARunCancelledInTheEditorCompletesItsJob()
        {
            RunnerSubjectTests.SlowArmed = true;
            var job = (string)ToolHarness.Ok("run_tests", Category(RunnerSubjectTests.Slow, 0))["jobId"];
            ToolHarness.Frames(6);
            Assert.IsTrue(ToolHarness.CancelCurrentTestRunInEditor());
            var result = ToolHarness.Ok("get_job", "{\"jobId\":\"" + job + "\",\"waitSeconds\":10}");
            Assert.AreEqual("cancelled", (string)result["status"], result.ToString());
            NextRunStarts();
        }
#endif
    }
}
