using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Editor.Tests.Fixtures;
using Patchbay.Editor.Tools.Objects;
using Patchbay.Engine.CommonTools.Objects;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tests.Tools
{
    /// <summary>
    /// wait_until (read-only) through the tool, in play mode: a condition reads exactly the fields get_game_object shows
    /// and runs none of the project's code; a private field Unity does not serialize, or a script's property, is refused
    /// before the wait, naming the field and what can be waited on. (The sample's own scripts are compiled only by the
    /// headless host: HostAgentLoopTests.WaitUntilReadsThePlayTestSampleAsGetGameObjectShowsIt waits on its PlayerController.)
    /// </summary>
    public class WaitUntilToolTests
    {
        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
            ToolHarness.Ok("set_play_mode", "{\"action\":\"play\"}");
            GameObject.Find("Main Camera").AddComponent<WaitProbe>();
            WaitProbe.GetterRuns = 0;
        }

        [TearDown]
        public void TearDown()
        {
            ToolHarness.FreshMainScene();
        }

        [Test]
        public void AConditionReadsTheFieldsGetGameObjectShows()
        {
            var held = ToolHarness.Ok("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.count == 3\"}");
            Assert.AreEqual(true, (bool)held["held"], held.ToString());
            Assert.AreEqual(3, (int)held["value"]);
            var offset = ToolHarness.Ok("wait_until", "{\"frames\":1,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.offset.z > 2.5\"}");
            Assert.AreEqual(true, (bool)offset["held"], offset.ToString());
            var camera = ToolHarness.Ok("wait_until", "{\"frames\":1,\"target\":\"Main Camera\",\"condition\":\"Transform.localPosition.z == -10\"}");
            Assert.AreEqual(true, (bool)camera["held"], camera.ToString());
            var whole = ToolHarness.Ok("wait_until", "{\"frames\":1,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.stats != x\"}");
            Assert.AreEqual(10, (int)whole["value"]["hp"], "a [Serializable] class's value as get_game_object shows it: " + whole);

            // The fields a condition can name are the ones get_game_object shows, for a script and for the Transform.
            var go = GameObject.Find("Main Camera");
            var probe = go.GetComponent<WaitProbe>();
            var shown = ((JObject)ToolHarness.Ok("get_game_object", "{\"target\":\"Main Camera\",\"component\":\"WaitProbe\"}")["components"]
                .First(c => (string)c["type"] == "WaitProbe")["fields"]).Properties().Select(p => p.Name).ToArray();
            CollectionAssert.AreEqual(new[] { "offset", "count", "_charge", "stats" }, shown);
            CollectionAssert.AreEqual(shown, RuntimeFields.Names(RuntimeFields.Of(probe)));
            // (The names; the stand-in's SerializedObject lists a Transform's position first, Unity and the player reader its rotation.)
            CollectionAssert.AreEquivalent(ComponentFields.Names(new SerializedObject(go.transform)), RuntimeFields.Names(RuntimeFields.Of(go.transform)));
            Assert.AreEqual(0, WaitProbe.GetterRuns);
        }

        [Test]
        public void APrivateFieldOrAPropertyIsRefusedBeforeTheWaitAndNothingRuns()
        {
            var start = Time.frameCount;
            var secret = ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":600,\"target\":\"Main Camera\",\"condition\":\"WaitProbe._secret == 42\"}", "invalid_arguments"));
            StringAssert.Contains("'_secret' is a private field of WaitProbe that Unity does not serialize", secret);
            StringAssert.Contains("Nothing was read and none of the project's code ran", secret);
            StringAssert.Contains("offset, count, _charge, stats", secret, "names the fields that can be waited on");
            Assert.Less(Time.frameCount - start, 600, "refused before any wait");

            var getter = ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.Doubled > 0\"}", "invalid_arguments"));
            StringAssert.Contains("'Doubled' is a property of WaitProbe", getter);
            StringAssert.Contains("its getter", getter);
            var charge = ToolHarness.Ok("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.Charge == 0.5\"}");
            Assert.AreEqual(true, (bool)charge["held"], "Charge names the serialized field _charge, as get_game_object matches names: " + charge);

            var position = ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"Transform.position.y > 1\"}", "invalid_arguments"));
            StringAssert.Contains("'position' is a property of Transform, not a field get_game_object shows", position);
            StringAssert.Contains("m_LocalPosition", position);
            StringAssert.Contains("Camera keeps its fields in Unity's native code",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"Camera.fieldOfView > 1\"}", "invalid_arguments")));
            StringAssert.Contains("no field or property 'cuont'; nearest: count",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.cuont >= 1\"}", "not_found")));
            StringAssert.IsMatch("no field or property 'w'.*it has: x, y, z",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Main Camera\",\"condition\":\"Transform.localPosition.w > 1\"}", "not_found")));
            Assert.AreEqual(0, WaitProbe.GetterRuns, "no getter of the script ran");
            Assert.IsTrue(EditorApplication.isPlaying, "play mode as it was");
        }
   
        [Test]
        public void AWaitInGameSecondsIsRefusedWhileTimeScaleIsZeroAndFramesStillPass()
        {
            Time.timeScale = 0f;
            try
            {
                var start = Time.frameCount;
                var text = ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"seconds\":1}", "invalid_state"));
                StringAssert.Contains("Time.timeScale is 0", text);
                StringAssert.Contains("Give frames as the bound", text);
                StringAssert.Contains("set_time_scale", text);
                ToolHarness.Fails("wait_until", "{\"seconds\":2,\"target\":\"Main Camera\",\"condition\":\"WaitProbe.count == 1000\"}", "invalid_state");
                Assert.AreEqual(start, Time.frameCount, "refused before any frame passed");

                // Bounded in frames as well, the wait ends at the frames; game time stood still.
                var both = ToolHarness.Ok("wait_until", "{\"seconds\":1,\"frames\":3}");
                Assert.AreEqual("frames", (string)both["endedBy"], both.ToString());
                Assert.AreEqual(0, (double)both["gameSeconds"]);
                Assert.AreEqual(0f, Time.timeScale, "the time scale as it was");
            }
            finally
            {
                Time.timeScale = 1f;
            }

            Assert.AreEqual("seconds", (string)ToolHarness.Ok("wait_until", "{\"seconds\":0.05}")["endedBy"]);
        }

        [Test]
        public void AnAnimatorsParametersAreReadAndWaitedOnWhileItPlaysItsController()
        {
            var controller = new UnityEditor.Animations.AnimatorController();
            controller.AddParameter("Speed", AnimatorControllerParameterType.Float);
            controller.AddParameter("Grounded", AnimatorControllerParameterType.Bool);
            controller.AddParameter("Jump", AnimatorControllerParameterType.Trigger);
            var go = new GameObject("Runner");
            var animator = go.AddComponent<Animator>();
            animator.runtimeAnimatorController = controller;
            go.AddComponent<ParameterDriver>();

            // get_game_object shows the live values next to the Animator's fields.
            var shown = (JArray)ToolHarness.Ok("get_game_object", "{\"target\":\"Runner\",\"component\":\"Animator\"}")["components"]
                .First(c => (string)c["type"] == "Animator")["parameters"];
            Assert.AreEqual("Speed", (string)shown[0]["name"], shown.ToString());
            Assert.AreEqual("Float", (string)shown[0]["type"]);
            Assert.AreEqual("Trigger", (string)shown[2]["type"]);

            var held = ToolHarness.Ok("wait_until", "{\"frames\":50,\"target\":\"Runner\",\"condition\":\"Animator.parameters.Speed >= 1\"}");
            Assert.AreEqual(true, (bool)held["held"], held.ToString());
            Assert.GreaterOrEqual((double)held["value"], 1.0);
            var jumped = ToolHarness.Ok("wait_until", "{\"frames\":50,\"target\":\"Runner\",\"condition\":\"Animator.parameters.jump == true\"}");
            Assert.AreEqual(true, (bool)jumped["held"], "names match as field names do (case): " + jumped);

            // Bad names: refused before the wait, naming the parameters there are.
            var start = Time.frameCount;
            var missing = ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":600,\"target\":\"Runner\",\"condition\":\"Animator.parameters.Sped > 1\"}", "not_found"));
            StringAssert.Contains("has no parameter 'Sped'; nearest: Speed", missing);
            StringAssert.Contains("Nothing was read", missing);
            StringAssert.Contains("Animator.parameters.Speed",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Runner\",\"condition\":\"Animator.parameters > 1\"}", "invalid_arguments")));
            StringAssert.Contains("an Animator's parameters (Animator.parameters.Speed > 0)",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Runner\",\"condition\":\"Animator.speed > 1\"}", "invalid_arguments")));
            animator.enabled = false;
            StringAssert.Contains("is not playing a controller (Animator.isInitialized is false: it or its object is disabled)",
                ToolHarness.Text(ToolHarness.Fails("wait_until", "{\"frames\":5,\"target\":\"Runner\",\"condition\":\"Animator.parameters.Speed > 1\"}", "invalid_state")));
            Assert.Less(Time.frameCount - start, 600, "refused before any wait");
        }
    }

    /// <summary>Drives an Animator's parameters as a gameplay script does: Speed grows each frame; Jump is set at 0.5.</summary>
    public class ParameterDriver : MonoBehaviour
    {
        private void Update()
        {
            var animator = GetComponent<Animator>();
            var speed = animator.GetFloat("Speed") + 0.25f;
            animator.SetFloat("Speed", speed);
            if (speed >= 0.5f)
            {
                animator.SetTrigger("Jump");
            }
        }
    }
}
