using System.Collections.Generic;
using System.IO;
using System.Threading;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    // Random, the math types, PlayerPrefs, scene loading in play mode and Application as gameplay scripts use them.
    [TestFixture]
    public class ScriptingCoreTests : StandInFixture
    {
        [TearDown]
        public void LeavePlay()
        {
            Application.IsPlayingInternal = false;
        }

        [Test]
        public void RandomRepeatsAfterInitStateOrARestoredStateAndKeepsUnitysRanges()
        {
            Random.InitState(42);
            var first = new[] { Random.value, Random.Range(0f, 10f), Random.Range(0, 100) };
            Random.InitState(42);
            CollectionAssert.AreEqual(first, new[] { Random.value, Random.Range(0f, 10f), Random.Range(0, 100) });
            var saved = Random.state;
            var next = Random.value;
            Random.state = saved;
            Assert.AreEqual(next, Random.value);

            var seen = new HashSet<int>();
            for (var i = 0; i < 2000; i++)
            {
                var n = Random.Range(0, 4);
                Assert.That(n >= 0 && n < 4, "the int maximum is exclusive");
                seen.Add(n);
                var f = Random.Range(-1f, 1f);
                Assert.That(f >= -1f && f <= 1f);
                Assert.LessOrEqual(Random.insideUnitCircle.magnitude, 1.0001f);
                Assert.LessOrEqual(Random.insideUnitSphere.magnitude, 1.0001f);
                Assert.AreEqual(1f, Random.onUnitSphere.magnitude, 1e-4);
                var r = Random.rotationUniform;
                Assert.AreEqual(1f, Quaternion.Dot(r, r), 1e-4, "a unit quaternion");
                r = Random.rotation;
                Assert.AreEqual(1f, Quaternion.Dot(r, r), 1e-4);
            }
            Assert.AreEqual(4, seen.Count);
            Assert.AreEqual(5, Random.Range(5, 5));
            var c = Random.ColorHSV(0f, 0f, 1f, 1f, 1f, 1f);
            Assert.AreEqual(Color.red, c, "hue 0, full saturation and value");
        }

        [Test]
        public void ColorsConvertBetweenHsvColor32AndVector4()
        {
            float h, s, v;
            Color.RGBToHSV(new Color(0f, 0.5f, 1f), out h, out s, out v);
            Assert.AreEqual(210f / 360f, h, 1e-4);
            Assert.AreEqual(1f, s, 1e-5);
            Assert.AreEqual(1f, v, 1e-5);
            Assert.AreEqual(new Color(0f, 0.5f, 1f), Color.HSVToRGB(h, s, v));
            Color32 c32 = new Color(1f, 0.5f, 0f, 1f);
            Assert.AreEqual(255, c32.r);
            Assert.AreEqual(128, c32.g);
            Color back = c32;
            Assert.AreEqual(128f / 255f, back.g, 1e-6);
            Assert.AreEqual("RGBA(255, 128, 0, 255)", c32.ToString());
            Assert.AreEqual("RGBA(1.000, 0.500, 0.000, 1.000)", new Color(1f, 0.5f, 0f).ToString());
            Assert.AreEqual(Color.white * 0.5f, Color.Lerp(Color.black * 0f, Color.white, 0.5f));
            Assert.AreEqual(0.5f, Color.gray.linear.gamma.r, 1e-4);
            Assert.AreEqual(1f, new Color(0.2f, 1f, 0.4f).maxColorComponent);
        }

        [Test]
        public void QuaternionMatrixAndGeometryAgree()
        {
            var q = Quaternion.Euler(30f, 45f, 60f);
            var e = q.eulerAngles;
            Assert.AreEqual(30f, e.x, 1e-3);
            Assert.AreEqual(45f, e.y, 1e-3);
            Assert.AreEqual(60f, e.z, 1e-3);
            float angle; Vector3 axis;
            Quaternion.AngleAxis(90f, Vector3.up).ToAngleAxis(out angle, out axis);
            Assert.AreEqual(90f, angle, 1e-3);
            Assert.That((axis - Vector3.up).magnitude < 1e-4f);
            var towards = Quaternion.RotateTowards(Quaternion.identity, Quaternion.Euler(0f, 90f, 0f), 30f);
            Assert.AreEqual(30f, Quaternion.Angle(Quaternion.identity, towards), 1e-2);

            var m = Matrix4x4.TRS(new Vector3(1f, 2f, 3f), Quaternion.Euler(0f, 90f, 0f), new Vector3(2f, 2f, 2f));
            var p = m.MultiplyPoint3x4(Vector3.forward);
            Assert.That((p - new Vector3(3f, 2f, 3f)).magnitude < 1e-4f, p.ToString());
            Assert.That((m.inverse.MultiplyPoint(p) - Vector3.forward).magnitude < 1e-4f);
            Assert.That((m * m.inverse).isIdentity);
            Assert.That((m.lossyScale - new Vector3(2f, 2f, 2f)).magnitude < 1e-4f);
            Assert.AreEqual(8f, m.determinant, 1e-3);

            var plane = new Plane(Vector3.up, Vector3.zero);
            float enter;
            Assert.IsTrue(plane.Raycast(new Ray(new Vector3(0f, 5f, 0f), Vector3.down), out enter));
            Assert.AreEqual(5f, enter, 1e-5);
            Assert.IsTrue(new Bounds(Vector3.zero, Vector3.one * 2f).IntersectRay(new Ray(new Vector3(-5f, 0f, 0f), Vector3.right), out enter));
            Assert.AreEqual(4f, enter, 1e-5);
            Assert.IsTrue(new Rect(0f, 0f, 2f, 2f).Overlaps(new Rect(1f, 1f, 2f, 2f)));
            Assert.IsFalse(new Rect(0f, 0f, 1f, 1f).Contains(new Vector2(1f, 1f)), "max edges excluded");
            Assert.AreEqual(new Vector2Int(3, 6), new Vector2Int(1, 2) * 3);
            Assert.AreEqual(new Vector3Int(1, 2, 0), (Vector3Int)new Vector2Int(1, 2));
            Assert.AreEqual(new Vector2Int(2, -1), Vector2Int.FloorToInt(new Vector2(2.7f, -0.2f)));
            Assert.AreEqual(1f, Mathf.HalfToFloat(Mathf.FloatToHalf(1f)));
            Assert.AreEqual(0.5f, Mathf.HalfToFloat(Mathf.FloatToHalf(0.5f)));
            Assert.AreEqual(3f, Mathf.Max(1f, 3f, 2f));
            Assert.AreEqual(0, Mathf.Min(new int[0]));
        }

#if UNITY_6000_3_OR_NEWER
        [Test]
        public void TheInOverloadsOf6000_3AnswerAsTheByValueOnes()
        {
            var a = Quaternion.identity;
            var b = Quaternion.Euler(0f, 90f, 0f);
            Assert.AreEqual(Quaternion.Slerp(a, b, 0.5f), Quaternion.Slerp(in a, in b, 0.5f));
            var p = new Vector3(1f, 2f, 3f);
            var s = Vector3.one;
            Assert.AreEqual(Matrix4x4.TRS(p, b, s), Matrix4x4.TRS(in p, in b, in s));
            var box = new Bounds(Vector3.zero, Vector3.one);
            var origin = Vector3.zero;
            Assert.IsTrue(box.Contains(in origin));
        }
#endif

        [Test]
        public void PlayerPrefsKeepKindsAndPersistUnderTheProjectsLibrary()
        {
            PlayerPrefs.DeleteAll();
            PlayerPrefs.SetInt("lives", 3);
            PlayerPrefs.SetFloat("volume", 0.75f);
            PlayerPrefs.SetString("name", "Ada");
            Assert.AreEqual(3, PlayerPrefs.GetInt("lives"));
            Assert.AreEqual(0.75f, PlayerPrefs.GetFloat("volume"));
            Assert.AreEqual("Ada", PlayerPrefs.GetString("name"));
            Assert.AreEqual(7, PlayerPrefs.GetInt("volume", 7), "a float key read as an int gives the default");
            Assert.AreEqual("", PlayerPrefs.GetString("missing"));
            Assert.IsTrue(PlayerPrefs.HasKey("lives"));
            PlayerPrefs.DeleteKey("lives");
            Assert.IsFalse(PlayerPrefs.HasKey("lives"));
            PlayerPrefs.Save();

            var file = Path.Combine(Project, "Library/HeadlessPlayerPrefs.json");
            Assert.IsTrue(File.Exists(file));
            PlayerPrefsStore.Forget(); // what a domain reload does
            Assert.AreEqual("Ada", PlayerPrefs.GetString("name"));
            Assert.AreEqual(0.75f, PlayerPrefs.GetFloat("volume"));

            UnityException offThread = null;
            var t = new Thread(() => { try { PlayerPrefs.GetInt("x"); } catch (UnityException e) { offThread = e; } });
            t.Start();
            t.Join();
            Assert.IsNotNull(offThread, "main thread only, as Unity's bindings");
            StringAssert.Contains("can only be called from the main thread", offThread.Message);
            PlayerPrefs.DeleteAll();
            Assert.IsFalse(PlayerPrefs.HasKey("name"));
        }

        [Test]
        public void LoadSceneAsyncActivatesInALaterFrameAndWaitsForAllowSceneActivation()
        {
            Application.IsPlayingInternal = true;
            var loaded = new List<string>();
            UnityEngine.Events.UnityAction<Scene, LoadSceneMode> onLoaded = (s, mode) => loaded.Add(s.name + ":" + mode);
            SceneManager.sceneLoaded += onLoaded;
            try
            {
                var op = SceneManager.LoadSceneAsync(1);
                Assert.IsNotNull(op);
                Assert.IsFalse(op.isDone);
                Assert.AreEqual(0f, op.progress);
                var completed = 0;
                op.completed += _ => completed++;
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(op.isDone);
                Assert.AreEqual(1f, op.progress);
                Assert.AreEqual(1, completed);
                Assert.AreEqual("Second", SceneManager.GetActiveScene().name);
                Assert.AreEqual(1, SceneManager.GetActiveScene().buildIndex);
                CollectionAssert.AreEqual(new[] { "Second:Single" }, loaded);
                var late = 0;
                op.completed += _ => late++;
                Assert.AreEqual(1, late, "a subscriber after the end is called at once");

                var held = SceneManager.LoadSceneAsync("Main", LoadSceneMode.Additive);
                held.allowSceneActivation = false;
                for (var i = 0; i < 3; i++) Lifecycle.Frame(0.01f);
                Assert.AreEqual(0.9f, held.progress, 1e-6);
                Assert.IsFalse(held.isDone);
                Assert.AreEqual(1, SceneManager.sceneCount);
                held.allowSceneActivation = true;
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(held.isDone);
                Assert.AreEqual(2, SceneManager.sceneCount);

                var unload = SceneManager.UnloadSceneAsync("Main");
                Assert.IsNotNull(unload);
                Lifecycle.Frame(0.01f);
                Assert.IsTrue(unload.isDone);
                Assert.AreEqual(1, SceneManager.sceneCount);
                Assert.IsNull(SceneManager.LoadSceneAsync("NotInTheBuild"));
            }
            finally
            {
                SceneManager.sceneLoaded -= onLoaded;
                SceneRegistry.RemoveAll();
                Application.IsPlayingInternal = false;
            }
        }

        [Test]
        public void ApplicationQuitIsIgnoredInTheEditor()
        {
            var previous = EditorHooks.QuitRequested;
            var asked = false;
            EditorHooks.QuitRequested = code => asked = true;
            try
            {
                Application.Quit();
                Assert.IsFalse(asked);
                Assert.AreEqual(-1, Application.targetFrameRate, "Unity's default");
            }
            finally { EditorHooks.QuitRequested = previous; }
        }
    }
}
