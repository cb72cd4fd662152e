using System.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Engine.CommonTools.PlayTest;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// step_game (issue 47): the schedule of inputs (engine-free), and through the tool a window of frames at a fixed frame
    /// time that leaves the game paused and the user's Time.captureDeltaTime as it was, also when the step is refused.
    /// The sample game's inputs and its determinism run end to end (tests/e2e/step_game.test.mjs).
    /// </summary>
    public class StepGameToolTests
    {
        [TearDown]
        public void TearDown()
        {
            Time.captureDeltaTime = 0f;
            ToolHarness.FreshMainScene();
        }

        [Test]
        public void AScheduleNamesItsFramesAndRefusesWhatIsOutsideTheWindow()
        {
            var inputs = ScheduledInput.Parse(new[] { "Space@5", "D @ 10-40", "stick:1,-0.5@0-end", "mouse:left@3", "pointer:10,20@0" }, 60);
            Assert.AreEqual(new[] { 5, 10, 0, 3, 0 }, inputs.Select(i => i.From).ToArray());
            Assert.AreEqual(new[] { 5, 40, 59, 3, 0 }, inputs.Select(i => i.To).ToArray());
            Assert.AreEqual("Space", inputs[0].Request.Keys.Single());
            Assert.AreEqual(new[] { 1f, -0.5f }, inputs[2].Request.LeftStick);
            Assert.AreEqual("left", inputs[3].Request.MouseButtons.Single());
            Assert.IsTrue(inputs[4].IsPosition);
            Assert.IsFalse(inputs[0].IsPosition);

            StringAssert.Contains("scheduled outside the window: this step runs 10 frames (0 to 9)",
                Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { "Space@10" }, 10)).Message);
            StringAssert.Contains("outside the window", Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { "Space@2-12" }, 10)).Message);
            StringAssert.Contains("ends (frame 1) before it starts (frame 4)", Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { "Space@4-1" }, 10)).Message);
            foreach (var bad in new[] { "Space", "@3", "Space@-1", "Space@x", null })
            {
                StringAssert.Contains("is not INPUT@frame", Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { bad }, 10), bad ?? "null").Message);
            }

            StringAssert.Contains("-1 to 1", Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { "stick:2,0@0" }, 10)).Message);
            StringAssert.Contains("two numbers", Assert.Throws<ToolException>(() => ScheduledInput.Parse(new[] { "pointer:5@0" }, 10)).Message);
            Assert.Throws<ToolException>(() => ScheduledInput.Parse(Enumerable.Repeat("Space@0", ScheduledInput.MaxInputs + 1).ToArray(), 10));
        }

        [Test]
        public void AStepRunsItsFramesAtTheFrameTimeLeavesTheGamePausedAndPutsTheFrameTimeBack()
        {
            ToolHarness.FreshMainScene();
            ToolHarness.Ok("set_play_mode", "{\"action\":\"play\"}");
            Time.captureDeltaTime = 0.5f;  // the user's own
            var r = ToolHarness.Ok("step_game", "{\"frames\":4,\"frameTime\":0.05,\"watch\":[\"Main Camera:Transform.localPosition\"]}");
            Assert.AreEqual(4, (int)r["frames"], r.ToString());
            Assert.AreEqual(0.2, (double)r["gameSeconds"], 1e-4, r.ToString());
            Assert.AreEqual((int)r["fromFrame"] + 4, (int)r["frame"]);
            Assert.AreEqual("paused", (string)r["playMode"]);
            Assert.IsTrue(EditorApplication.isPaused);
            Assert.AreEqual(false, (bool)r["watched"][0]["changed"]);
            Assert.AreEqual(0.5f, Time.captureDeltaTime, "the frame time before the step is put back");

            // The next step starts where the last ended; a refused one changes nothing.
            var next = ToolHarness.Ok("step_game", "{\"frames\":2}");
            Assert.AreEqual((int)r["frame"], (int)next["fromFrame"], next.ToString());
            ToolHarness.Fails("step_game", "{\"frames\":2,\"frameTime\":5}", "invalid_arguments");
            ToolHarness.Fails("step_game", "{\"frames\":2,\"watch\":[\"Main Camera:Transform.localPositon\"]}", "not_found");
            Assert.AreEqual(0.5f, Time.captureDeltaTime);
            Assert.IsTrue(EditorApplication.isPaused);

            // Two steps from the same state with the same seed end with the same hash.
            var a = ToolHarness.Ok("step_game", "{\"frames\":3,\"seed\":3}");
            Assert.AreEqual(3, (int)a["seed"]);
            StringAssert.StartsWith("sha256:", (string)a["stateHash"]);
        }
    }
}
