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
        // PlayMode run could never report. With Enter Play Mode Options keeping the domain, it can.
        [Test]
        public void PlayModeRunsAreRefusedWhilePlayModeReloadsTheDomain()
        {
            var refused = ToolHarness.Fails("run_tests", "{\"mode\":\"PlayMode\",\"categories\":[\"nothing-has-this\"]}", "invalid_state");
            StringAssert.Contains("Enter Play Mode Options", ToolHarness.Text(refused));
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
            Assert.AreEqual("cancelled", Patchbay.Editor.Calls.ToolResults.ErrorKindOf(answer), answer.ToString());
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
