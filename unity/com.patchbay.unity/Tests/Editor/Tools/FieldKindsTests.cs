using System;
using System.Collections.Generic;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using Patchbay.Engine.CommonTools.Objects;
using UnityEditor;
using UnityEngine;
using UnityEngine.Events;
using UnityEngine.SceneManagement;

namespace Patchbay.Editor.Tests.Tools
{
    [Flags]
    public enum ProbePowers
    {
        None = 0,
        Fly = 1,
        Swim = 2,
        Climb = 4,
        Everything = -1,
    }

    public enum ProbeMood
    {
        Calm,
        Angry,
    }

    public interface IProbeAbility
    {
    }

    [Serializable]
    public class ProbeFireball : IProbeAbility
    {
        public int damage = 3;
        public float radius = 1.5f;
    }

    [Serializable]
    public class ProbeHeal : IProbeAbility
    {
        public int amount = 10;
    }

    public class ProbeNotSerializable : IProbeAbility
    {
        public int x;
    }

    [Serializable]
    public struct ProbeLoot
    {
        public string item;
        public int count;
    }

    [Serializable]
    public class ProbeStats
    {
        public int level = 1;
        public ProbePowers innate = ProbePowers.Swim;
    }

    /// <summary>A component with one field of each serializable kind the object tools read and write.</summary>
    public class FieldKindsProbe : MonoBehaviour
    {
        public ProbePowers powers = ProbePowers.Fly | ProbePowers.Climb;
        public ProbeMood mood = ProbeMood.Angry;
        public AnimationCurve curve = AnimationCurve.Linear(0f, 0f, 1f, 2f);
        public Gradient gradient = new Gradient();
        public LayerMask mask = 1 << 4;
        public Bounds bounds = new Bounds(Vector3.one, new Vector3(2f, 4f, 6f));
        public BoundsInt cells = new BoundsInt(1, 2, 3, 4, 5, 6);
        public RectInt area = new RectInt(1, 2, 30, 40);
        public Rect frame = new Rect(0f, 0f, 10f, 5f);
        public char grade = 'B';
        public long big = -9007199254740993L;
        public ulong huge = 18446744073709551615UL;
        public byte small = 7;
        public Hash128 version = new Hash128(1u, 2u, 3u, 4u);
        public List<ProbeLoot> loot = new List<ProbeLoot> { new ProbeLoot { item = "gem", count = 1 } };
        public ProbeStats stats = new ProbeStats();
        [SerializeReference] public IProbeAbility ability = new ProbeFireball();
        [SerializeReference] public IProbeAbility empty;
        public UnityEvent onJump = new UnityEvent();
        public Transform buddy;

        public int lastScore;
        public string lastLine;

        public void Jump()
        {
        }

        public void Score(int points)
        {
            lastScore += points;
        }

        public void Say(string line)
        {
            lastLine = line;
        }

        [Obsolete("old")]
        public void OldJump()
        {
        }
    }

    /// <summary>
    /// Every serializable field kind through get_game_object and set_component_field (the headless stand-in outside
    /// Unity): the shape each reads as, writes of that shape, round trips, and refusals that name the kind and change nothing.
    /// </summary>
    public class FieldKindsTests
    {
        private FieldKindsProbe _probe;
        private string _before;

        [SetUp]
        public void SetUp()
        {
            ToolHarness.FreshMainScene();
            var go = new GameObject("Probe");
            _probe = go.AddComponent<FieldKindsProbe>();
            UnityEditor.Events.UnityEventTools.AddPersistentListener(_probe.onJump, _probe.Jump);
            _probe.gradient.SetKeys(
                new[] { new GradientColorKey(Color.red, 0f), new GradientColorKey(Color.blue, 1f) },
                new[] { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(0.5f, 1f) });
            _before = Fields().ToString();
        }

        private static string J(string singleQuoted)
        {
            return singleQuoted.Replace('\'', '"');
        }

        private JObject Fields()
        {
            var read = ToolHarness.Ok("get_game_object", J("{'target':'Probe','component':'FieldKindsProbe'}"));
            return (JObject)read["components"].First(c => (string)c["type"] == "FieldKindsProbe")["fields"];
        }

        private JToken Set(string field, string value)
        {
            var set = ToolHarness.Ok("set_component_field", J("{'target':'Probe','component':'FieldKindsProbe','field':'" + field + "','value':" + value + "}"));
            return set["value"];
        }

        private string Refused(string field, string value)
        {
            var failed = ToolHarness.Fails("set_component_field", J("{'target':'Probe','component':'FieldKindsProbe','field':'" + field + "','value':" + value + "}"), null);
            return ToolHarness.Text(failed);
        }

        [Test]
        public void FlagsEnumsReadAsNamesAndWriteFromNamesOrANumber()
        {
            var fields = Fields();
            Assert.AreEqual(new JArray("Fly", "Climb"), fields["powers"]);
            Assert.AreEqual("Angry", (string)fields["mood"], "a plain enum stays one name");
            Assert.AreEqual(new JArray("Swim"), fields["stats"]["innate"], "nested flags too");

            Assert.AreEqual(new JArray("Swim", "Climb"), Set("powers", "['swim','Climb']"));
            Assert.AreEqual(ProbePowers.Swim | ProbePowers.Climb, _probe.powers);
            Assert.AreEqual(new JArray(), Set("powers", "[]"));
            Assert.AreEqual(ProbePowers.None, _probe.powers);
            Assert.AreEqual(new JArray("Fly", "Swim"), Set("powers", "3"));
            Assert.AreEqual(new JArray("Everything"), Set("powers", "['Everything']"));
            Assert.AreEqual(new JArray("Fly", 64), Set("powers", "65"), "bits with no name are kept as a number");
            Assert.AreEqual((ProbePowers)65, _probe.powers);
            Assert.AreEqual(new JArray("Fly", 64), Set("powers", "['Fly',64]"), "and written back the same way");
        }

        [Test]
        public void AnUnknownFlagNameListsTheNamesAndChangesNothing()
        {
            var text = Refused("powers", "['Fly','Teleport']");
            StringAssert.Contains("Teleport", text);
            StringAssert.Contains("Fly, Swim, Climb", text);
            Assert.AreEqual(ProbePowers.Fly | ProbePowers.Climb, _probe.powers);
            Assert.AreEqual(_before, Fields().ToString(), "nothing changed");
        }

        [Test]
        public void CurvesReadAsKeysAndWrapModesAndWriteBack()
        {
            var curve = (JObject)Fields()["curve"];
            Assert.AreEqual(2, curve["keys"].Count());
            Assert.AreEqual(1.0, (double)curve["keys"][1]["time"]);
            Assert.AreEqual(2.0, (double)curve["keys"][1]["value"]);
            Assert.AreEqual(2.0, (double)curve["keys"][0]["outTangent"], 1e-6, "Linear's tangents are the slope");
            Assert.AreEqual("ClampForever", (string)curve["postWrapMode"]);

            var written = Set("curve", "{'keys':[{'time':0,'value':1},[0.5,3],{'time':2,'value':0,'inTangent':-1,'outTangent':-1}],'postWrapMode':'Loop'}");
            Assert.AreEqual(3, _probe.curve.length);
            Assert.AreEqual(3f, _probe.curve.keys[1].value);
            Assert.AreEqual(-1f, _probe.curve.keys[2].inTangent);
            Assert.AreEqual(WrapMode.Loop, _probe.curve.postWrapMode);
            Assert.AreEqual("Loop", (string)written["postWrapMode"]);

            // Round trip: what was read is taken back unchanged; a partial object changes only what it names.
            Set("curve", written.ToString(Newtonsoft.Json.Formatting.None).Replace('"', '\''));
            Assert.AreEqual(3, _probe.curve.length);
            Set("curve", "{'preWrapMode':'PingPong'}");
            Assert.AreEqual(WrapMode.PingPong, _probe.curve.preWrapMode);
            Assert.AreEqual(3, _probe.curve.length, "keys kept");
        }

        [Test]
        public void WrongCurveShapesNameTheProblemAndChangeNothing()
        {
            StringAssert.Contains("keys", Refused("curve", "'steep'"));
            StringAssert.Contains("key 1 has no 'time'", Refused("curve", "[{'time':0,'value':0},{'value':1}]"));
            StringAssert.Contains("same time", Refused("curve", "[[0,0],[0,1]]"));
            StringAssert.Contains("ClampForever", Refused("curve", "{'postWrapMode':'Forever'}"));
            StringAssert.Contains("no member 'slope'", Refused("curve", "[{'time':0,'value':0,'slope':1}]"));
            Assert.AreEqual(2, _probe.curve.length);
            Assert.AreEqual(WrapMode.ClampForever, _probe.curve.postWrapMode);
            Assert.AreEqual(_before, Fields().ToString(), "nothing changed");
        }

        [Test]
        public void GradientsReadAsModeAndKeysAndWriteBack()
        {
            var gradient = (JObject)Fields()["gradient"];
            Assert.AreEqual("Blend", (string)gradient["mode"]);
            Assert.AreEqual(new JArray(1.0, 0.0, 0.0), gradient["colorKeys"][0]["color"]);
            Assert.AreEqual(0.5, (double)gradient["alphaKeys"][1]["alpha"]);

            var written = Set("gradient", "{'mode':'Fixed','colorKeys':[{'time':0,'color':'#00FF00'},{'time':0.5,'color':[0,0,1]}]}");
            Assert.AreEqual(GradientMode.Fixed, _probe.gradient.mode);
            Assert.AreEqual(Color.green, _probe.gradient.colorKeys[0].color);
            Assert.AreEqual(0.5f, _probe.gradient.alphaKeys[1].alpha, "alpha keys kept");
            Assert.AreEqual(2, written["colorKeys"].Count());

            StringAssert.Contains("at most 8", Refused("gradient", "{'colorKeys':[" + string.Join(",", Enumerable.Repeat("{'time':0,'color':[1,1,1]}", 9)) + "]}"));
            StringAssert.Contains("outside 0..1", Refused("gradient", "{'alphaKeys':[{'time':2,'alpha':1}]}"));
            StringAssert.Contains("colorKeys", Refused("gradient", "[1,0,0]"));
            Assert.AreEqual(GradientMode.Fixed, _probe.gradient.mode);
            Assert.AreEqual(2, _probe.gradient.colorKeys.Length);
        }

        [Test]
        public void BoundsRectsAndTheirIntegerKindsReadAndWrite()
        {
            var fields = Fields();
            Assert.AreEqual(new JArray(2.0, 4.0, 6.0), fields["bounds"]["size"]);
            Assert.AreEqual(new JArray(1, 2, 3), fields["cells"]["position"]);
            Assert.AreEqual(new JArray(4, 5, 6), fields["cells"]["size"]);
            Assert.AreEqual(30, (int)fields["area"]["width"]);
            Assert.AreEqual("B", (string)fields["grade"]);

            Set("bounds", "{'min':[0,0,0],'max':[2,2,2]}");
            Assert.AreEqual(new Vector3(1, 1, 1), _probe.bounds.center);
            Set("bounds", "{'size':[4,4,4]}");
            Assert.AreEqual(new Vector3(1, 1, 1), _probe.bounds.center, "center kept");
            Assert.AreEqual(new Vector3(4, 4, 4), _probe.bounds.size);
            Set("cells", "{'position':[7,8,9]}");
            Assert.AreEqual(new BoundsInt(7, 8, 9, 4, 5, 6), _probe.cells);
            Set("area", "[5,6,7,8]");
            Assert.AreEqual(new RectInt(5, 6, 7, 8), _probe.area);
            Set("area", "{'height':80}");
            Assert.AreEqual(new RectInt(5, 6, 7, 80), _probe.area);
            var frame = Set("frame", "{'width':20}");
            Assert.AreEqual(new Rect(0, 0, 20, 5), _probe.frame, "a Rect takes back the object it reads as");
            Set("frame", frame.ToString(Newtonsoft.Json.Formatting.None).Replace('"', '\''));
            Set("grade", "'A'");
            Assert.AreEqual('A', _probe.grade);

            StringAssert.Contains("whole number", Refused("area", "{'x':1.5}"));
            StringAssert.Contains("no member 'depth'", Refused("cells", "{'depth':[1,1,1]}"));
            StringAssert.Contains("not both", Refused("bounds", "{'center':[0,0,0],'max':[1,1,1]}"));
            StringAssert.Contains("one character", Refused("grade", "'AB'"));
            Assert.AreEqual(new RectInt(5, 6, 7, 80), _probe.area);
            Assert.AreEqual('A', _probe.grade);
        }

        [Test]
        public void WideIntegersAreExactAndOutOfRangeValuesAreRefused()
        {
            var fields = Fields();
            Assert.AreEqual(-9007199254740993L, (long)fields["big"], "past 2^53, not rounded through a double");
            Assert.AreEqual(18446744073709551615UL, (ulong)fields["huge"]);

            Set("big", "9007199254740993");
            Assert.AreEqual(9007199254740993L, _probe.big);
            Set("huge", "18446744073709551614");
            Assert.AreEqual(18446744073709551614UL, _probe.huge);
            Set("small", "255");
            Assert.AreEqual(255, _probe.small);

            StringAssert.Contains("0..255", Refused("small", "256"));
            StringAssert.Contains("out of range", Refused("huge", "-1"));
            Assert.AreEqual(255, _probe.small);
            Assert.AreEqual(18446744073709551614UL, _probe.huge);
        }

        [Test]
        public void Hash128ReadsAsItsHexDigitsAndWritesFromThem()
        {
            Assert.AreEqual("01000000020000000300000004000000", (string)Fields()["version"]);
            Assert.AreEqual("0123456789abcdef0123456789abcdef", (string)Set("version", "'0123456789ABCDEF0123456789abcdef'"));
            Assert.AreEqual(Hash128.Parse("0123456789abcdef0123456789abcdef"), _probe.version);
            Assert.AreEqual("00000000000000000000000000000042", (string)Set("version", "'00000000000000000000000000000042'"),
                "digits with leading zeros stay text (Json.NET would read them as an octal number)");
            StringAssert.Contains("32 hex digits", Refused("version", "'0123'"));
            StringAssert.Contains("not a hex digit", Refused("version", "'0123456789abcdef0123456789abcdeg'"));
            Assert.AreEqual("00000000000000000000000000000042", _probe.version.ToString());
            Assert.AreEqual("00000000000000000000000000000042", (string)ReflectedValues.Read(_probe.version, typeof(Hash128)));
        }

        [Test]
        public void SerializeReferenceReadsAsTypeAndFieldsAndWritesByTypeName()
        {
            var fields = Fields();
            Assert.AreEqual(typeof(ProbeFireball).FullName, (string)fields["ability"]["type"]);
            Assert.AreEqual(3, (int)fields["ability"]["damage"]);
            Assert.AreEqual(JTokenType.Null, fields["empty"].Type);

            Set("ability", "{'damage':9}");
            Assert.AreEqual(9, ((ProbeFireball)_probe.ability).damage, "same type: its fields set, the object kept");
            var heal = Set("ability", "{'type':'ProbeHeal','amount':25}");
            Assert.IsInstanceOf<ProbeHeal>(_probe.ability);
            Assert.AreEqual(25, ((ProbeHeal)_probe.ability).amount);
            Assert.AreEqual(typeof(ProbeHeal).FullName, (string)heal["type"]);
            Set("empty", "{'type':'" + typeof(ProbeFireball).FullName + "'}");
            Assert.IsInstanceOf<ProbeFireball>(_probe.empty);
            Set("ability", "'null'");
            Assert.IsNull(_probe.ability);
        }

        [Test]
        public void SerializeReferenceRefusesTypesUnityCannotHoldAndListsTheOnesThatFit()
        {
            StringAssert.Contains("ProbeHeal", Refused("ability", "{'type':'ProbeNotSerializable'}"));
            StringAssert.Contains("ProbeFireball", Refused("ability", "{'type':'Rigidbody'}"));
            StringAssert.Contains("give \"type\"", Refused("empty", "{'damage':1}"));
            StringAssert.Contains("no field 'power'", Refused("ability", "{'power':1}"));
            Assert.IsInstanceOf<ProbeFireball>(_probe.ability);
            Assert.AreEqual(3, ((ProbeFireball)_probe.ability).damage);
            Assert.IsNull(_probe.empty);
            Assert.AreEqual(_before, Fields().ToString(), "nothing changed");
        }

        [Test]
        public void UnityEventsReadTheirPersistentListeners()
        {
            var onJump = Fields()["onJump"];
            var listener = onJump["listeners"][0];
            Assert.AreEqual("Jump", (string)listener["method"]);
            Assert.AreEqual("Probe", (string)listener["target"]["name"]);
            Assert.AreEqual("FieldKindsProbe", (string)listener["target"]["type"]);
            Assert.AreEqual("EventDefined", (string)listener["mode"]);
            Assert.AreEqual("RuntimeOnly", (string)listener["callState"]);
            Assert.IsNull(listener["argument"]);
        }

        [Test]
        public void UnityEventListenersAreWrittenAsTheInspectorWritesThemAndAreCalled()
        {
            var written = Set("onJump", "{'listeners':[{'target':'Probe','method':'Score','argument':5,'callState':'EditorAndRuntime'},"
                + "{'target':'Probe','method':'Say','argument':'hi','callState':'EditorAndRuntime'},{'target':'Probe','method':'Jump'},"
                + "{'target':'Probe','method':'SetActive','argument':true,'callState':'Off'}]}");
            Assert.AreEqual(4, _probe.onJump.GetPersistentEventCount());
            Assert.AreSame(_probe, _probe.onJump.GetPersistentTarget(0), "a method of the component: the component is the target");
            Assert.AreEqual("Score", _probe.onJump.GetPersistentMethodName(0));
            Assert.AreSame(_probe.gameObject, _probe.onJump.GetPersistentTarget(3), "a GameObject method: the GameObject");
            Assert.AreEqual(UnityEventCallState.Off, _probe.onJump.GetPersistentListenerState(3));
            Assert.AreEqual("Int", (string)written["listeners"][0]["mode"]);
            Assert.AreEqual(5, (int)written["listeners"][0]["argument"]);
            Assert.AreEqual("Void", (string)written["listeners"][2]["mode"]);
            Assert.AreEqual("Bool", (string)written["listeners"][3]["mode"]);

            _probe.onJump.Invoke();
            Assert.AreEqual(5, _probe.lastScore, "the persistent listener is called with its argument");
            Assert.AreEqual("hi", _probe.lastLine);

            // What was read is taken back unchanged; [] removes them all.
            Assert.AreEqual(written.ToString(), Set("onJump", written.ToString(Newtonsoft.Json.Formatting.None).Replace('"', '\'')).ToString());
            Assert.AreEqual(new JArray(), Set("onJump", "[]")["listeners"]);
            Assert.AreEqual(0, _probe.onJump.GetPersistentEventCount());
        }

        [Test]
        public void AListenerThatDoesNotFitListsWhatTheTargetOffersAndChangesNothing()
        {
            StringAssert.Contains("FieldKindsProbe.Score (Int)", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Scor'}]}"));
            StringAssert.Contains("give it as \"argument\"", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Score'}]}"));
            StringAssert.Contains("no method 'Score' taking that argument", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Score','argument':1.5}]}"));
            StringAssert.Contains("whole number", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Score','mode':'Int','argument':1.5}]}"));
            StringAssert.Contains("for mode Int", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Jump','mode':'Int'}]}"));
            StringAssert.Contains("no method 'OldJump'", Refused("onJump", "{'listeners':[{'target':'Probe','method':'OldJump'}]}"));
            StringAssert.Contains("no member 'args'", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Jump','args':[]}]}"));
            StringAssert.Contains("Nowhere", Refused("onJump", "{'listeners':[{'target':'Nowhere','method':'Jump'}]}"));
            StringAssert.Contains("listeners", Refused("onJump", "'Jump'"));
            StringAssert.Contains("Off, EditorAndRuntime, RuntimeOnly", Refused("onJump", "{'listeners':[{'target':'Probe','method':'Jump','callState':'Always'}]}"));
            Assert.AreEqual(1, _probe.onJump.GetPersistentEventCount());
            Assert.AreEqual("Jump", _probe.onJump.GetPersistentMethodName(0));
            Assert.AreEqual(_before, Fields().ToString(), "nothing changed");
        }

        [Test]
        public void AMultiFieldEditWithOneBadKindChangesNothing()
        {
            var failed = ToolHarness.Fails("set_component_field", J("{'target':'Probe','component':'FieldKindsProbe','fields':{"
                + "'powers':['Swim'],'curve':[[0,5]],'area':[0,0,1,1],'ability':{'type':'ProbeHeal'},'onJump':{'listeners':[{'target':'Probe','method':'Fly'}]}}}"), "invalid_arguments");
            StringAssert.Contains("onJump", ToolHarness.Text(failed));
            Assert.AreEqual(ProbePowers.Fly | ProbePowers.Climb, _probe.powers);
            Assert.AreEqual(2, _probe.curve.length);
            Assert.AreEqual(new RectInt(1, 2, 30, 40), _probe.area);
            Assert.IsInstanceOf<ProbeFireball>(_probe.ability);
            Assert.AreEqual(_before, Fields().ToString(), "nothing changed");
        }

        [Test]
        public void OneUndoStepRevertsEveryKindWritten()
        {
            ToolHarness.Ok("set_component_field", J("{'target':'Probe','component':'FieldKindsProbe','fields':{"
                + "'powers':['Swim'],'curve':[[0,5]],'gradient':{'mode':'Fixed'},'cells':{'size':[1,1,1]},'ability':{'type':'ProbeHeal'}}}"));
            Assert.AreEqual(ProbePowers.Swim, _probe.powers);
            Undo.PerformUndo();
            Assert.AreEqual(ProbePowers.Fly | ProbePowers.Climb, _probe.powers);
            Assert.AreEqual(2, _probe.curve.length);
            Assert.AreEqual(GradientMode.Blend, _probe.gradient.mode);
            Assert.AreEqual(new Vector3Int(4, 5, 6), _probe.cells.size);
            Assert.IsInstanceOf<ProbeFireball>(_probe.ability);
        }

        [Test]
        public void APrefabAssetKeepsEveryKind()
        {
            const string path = "Assets/Field Kinds Probe.prefab";
            try
            {
                Set("huge", "18446744073709551614");
                Set("version", "'ffeeddccbbaa99887766554433221100'");
                var written = Fields();
                ToolHarness.Ok("create_prefab", J("{'target':'Probe','path':'" + path + "','connect':false}"));
                ToolHarness.Ok("instantiate_prefab", J("{'path':'" + path + "','name':'Probe Copy'}"));
                var copy = ToolHarness.Ok("get_game_object", J("{'target':'Probe Copy','component':'FieldKindsProbe'}"));
                var fields = (JObject)copy["components"].First(c => (string)c["type"] == "FieldKindsProbe")["fields"];
                foreach (var name in new[] { "powers", "curve", "gradient", "bounds", "cells", "area", "grade", "big", "huge", "small", "version", "loot", "stats", "ability" })
                {
                    Assert.AreEqual(written[name].ToString(), fields[name].ToString(), name + " survives the prefab asset");
                }
            }
            finally
            {
                AssetDatabase.DeleteAsset(path);
            }
        }

        // A player (the runtime part, by reflection) shows each kind in the editor's JSON, and takes it back.
        [Test]
        public void APlayerReadsAndWritesTheKindsAsTheEditorDoes()
        {
            var names = new[] { "powers", "mood", "curve", "gradient", "mask", "bounds", "cells", "area", "frame", "grade", "big", "huge", "small", "version", "loot", "stats", "ability", "empty" };
            var editor = Fields();
            var player = RuntimeFields.Read(_probe, RuntimeFields.Of(_probe));
            foreach (var name in names)
            {
                Assert.AreEqual(editor[name].ToString(), player[name].ToString(), name);
            }

            var changes = RuntimeFieldChanges.Prepare(_probe.gameObject, "FieldKindsProbe", null, null, JObject.Parse(J(
                "{'powers':['Swim'],'curve':{'postWrapMode':'Loop'},'gradient':{'mode':'Fixed'},'cells':{'size':[1,1,1]},'area':{'x':9},"
                + "'bounds':{'center':[5,5,5]},'grade':'Z','version':'00000000000000000000000000000001'}")));
            changes.Apply();
            Assert.AreEqual(ProbePowers.Swim, _probe.powers);
            Assert.AreEqual(WrapMode.Loop, _probe.curve.postWrapMode);
            Assert.AreEqual(2, _probe.curve.length, "keys kept");
            Assert.AreEqual(GradientMode.Fixed, _probe.gradient.mode);
            Assert.AreEqual(new BoundsInt(1, 2, 3, 1, 1, 1), _probe.cells);
            Assert.AreEqual(new RectInt(9, 2, 30, 40), _probe.area);
            Assert.AreEqual(new Vector3(5, 5, 5), _probe.bounds.center);
            Assert.AreEqual(new Vector3(2, 4, 6), _probe.bounds.size);
            Assert.AreEqual('Z', _probe.grade);
            Assert.AreEqual("00000000000000000000000000000001", _probe.version.ToString());

            var refused = Assert.Throws<Patchbay.Shared.Core.ToolException>(() => RuntimeFieldChanges.Prepare(_probe.gameObject, "FieldKindsProbe", null, null,
                JObject.Parse(J("{'powers':['Fly'],'curve':[{'value':1}]}"))));
            StringAssert.Contains("key 0 has no 'time'", refused.Message);
            Assert.AreEqual(ProbePowers.Swim, _probe.powers, "nothing changed");

            // [SerializeReference] by type name, as in the editor; a class member changed in place only once every field converts.
            var fireball = _probe.ability;
            RuntimeFieldChanges.Prepare(_probe.gameObject, "FieldKindsProbe", null, null, JObject.Parse(J("{'ability':{'damage':7},'empty':{'type':'ProbeHeal','amount':2}}"))).Apply();
            Assert.AreEqual(7, ((ProbeFireball)_probe.ability).damage);
            Assert.AreEqual(2, ((ProbeHeal)_probe.empty).amount);
            Assert.AreEqual(3, ((ProbeFireball)fireball).damage, "the old object was copied, not written");
            var unfit = Assert.Throws<Patchbay.Shared.Core.ToolException>(() => RuntimeFieldChanges.Prepare(_probe.gameObject, "FieldKindsProbe", null, null,
                JObject.Parse(J("{'stats':{'level':9},'ability':{'type':'ProbeNotSerializable'}}"))));
            StringAssert.Contains("ProbeFireball, Patchbay.Editor.Tests.Tools.ProbeHeal", unfit.Message);
            Assert.AreEqual(1, _probe.stats.level, "the nested class kept its value: the refused call changed nothing");
            RuntimeFieldChanges.Prepare(_probe.gameObject, "FieldKindsProbe", "ability", "null", null).Apply();
            Assert.IsNull(_probe.ability);
        }

        [Test]
        public void ThePlayModePathReadsAndConvertsTheSameShapes()
        {
            Assert.AreEqual(new JArray("Fly", "Climb"), ReflectedValues.Read(_probe.powers, typeof(ProbePowers)));
            Assert.AreEqual(2, ReflectedValues.Read(_probe.curve, typeof(AnimationCurve))["keys"].Count());
            Assert.AreEqual("Blend", (string)ReflectedValues.Read(_probe.gradient, typeof(Gradient))["mode"]);
            Assert.AreEqual(new JArray(4, 5, 6), ReflectedValues.Read(_probe.cells, typeof(BoundsInt))["size"]);
            Assert.AreEqual(40, (int)ReflectedValues.Read(_probe.area, typeof(RectInt))["height"]);
            Assert.AreEqual("B", (string)ReflectedValues.Read(_probe.grade, typeof(char)));
            Assert.AreEqual("Jump", (string)ReflectedValues.Read(_probe.onJump, typeof(UnityEvent))["listeners"][0]["method"]);

            Assert.AreEqual(ProbePowers.Swim | ProbePowers.Fly, ReflectedValues.Convert(JToken.Parse("['Swim','Fly']".Replace('\'', '"')), typeof(ProbePowers), null, "powers"));
            var curve = (AnimationCurve)ReflectedValues.Convert(JToken.Parse("[[0,1],[1,0]]"), typeof(AnimationCurve), _probe.curve, "curve");
            Assert.AreEqual(0f, curve.keys[1].value);
            var cells = (BoundsInt)ReflectedValues.Convert(JToken.Parse("{\"size\":[1,1,1]}"), typeof(BoundsInt), _probe.cells, "cells");
            Assert.AreEqual(new BoundsInt(1, 2, 3, 1, 1, 1), cells);
            Assert.Throws<FormatException>(() => ReflectedValues.Convert(JToken.Parse("[\"Warp\"]"), typeof(ProbePowers), null, "powers"));
            Assert.Throws<FormatException>(() => ReflectedValues.Convert(JToken.Parse("{\"listeners\":[]}"), typeof(UnityEvent), _probe.onJump, "onJump"));
        }
    }
}
