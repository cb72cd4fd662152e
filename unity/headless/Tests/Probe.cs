namespace Patchbay.Headless.Tests
{
    // An editor script written into the test project: it reports what the host's domain sees.
    internal static class Probe
    {
        internal const string Source = @"
using System;
using System.IO;
using System.Linq;
using System.Text;
using UnityEditor;
using UnityEditor.Compilation;
using UnityEditor.TestTools.TestRunner.Api;
using UnityEngine;
using UnityEngine.SceneManagement;

[InitializeOnLoad]
public static class Probe
{
    static int s_counter;
    static int s_updates;
    static bool s_trackUpdates;
    static int s_wakeFromUpdates;

    static Probe()
    {
        EditorApplication.update += () =>
        {
            s_updates++;
            if (s_trackUpdates) File.WriteAllText(""Library/probe-updates.txt"", s_updates.ToString());
            if (s_wakeFromUpdates > 0)
            {
                s_wakeFromUpdates--;
                typeof(EditorApplication).GetMethod(""SignalTick"", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic).Invoke(null, null);
            }
        };
        SessionState.SetInt(""probe.inits"", SessionState.GetInt(""probe.inits"", 0) + 1);
        // Every domain registers a test-run log at load, as a package's collector would.
        ScriptableObject.CreateInstance<TestRunnerApi>().RegisterCallbacks(new PlayLog(""domain"" + SessionState.GetInt(""probe.inits"", 0)));
        AssemblyReloadEvents.beforeAssemblyReload += () => SessionState.SetInt(""probe.before"", SessionState.GetInt(""probe.before"", 0) + 1);
        AssemblyReloadEvents.afterAssemblyReload += () => SessionState.SetInt(""probe.after"", SessionState.GetInt(""probe.after"", 0) + 1);
        CompilationPipeline.assemblyCompilationFinished += (path, messages) =>
        {
            foreach (var m in messages)
                File.AppendAllText(""Library/probe-compile.log"", m.type + ""|"" + m.file + ""|"" + m.line + ""|"" + m.column + ""|"" + m.message + ""\n"");
        };
    }

    [MenuItem(""Probe/Bump"")]
    static void Bump()
    {
        s_counter++;
        SessionState.SetInt(""probe.session"", SessionState.GetInt(""probe.session"", 0) + 1);
        new GameObject(""Probe Object "" + s_counter);
    }

    [MenuItem(""Probe/Undoable"")]
    static void Undoable()
    {
        Undo.RegisterCreatedObjectUndo(new GameObject(""Undoable Object""), ""Create Undoable Object"");
    }

    [MenuItem(""Probe/Undo"")]
    static void PerformUndo()
    {
        Undo.PerformUndo();
    }

    // Writes the number of updates to Library/probe-updates.txt at every update from now on.
    [MenuItem(""Probe/Track Updates"")]
    static void TrackUpdates()
    {
        s_trackUpdates = true;
    }

    // Calls EditorApplication.SignalTick on the main thread from the next 3 updates, as the package did before issue 43.
    [MenuItem(""Probe/Wake From Update"")]
    static void WakeFromUpdate()
    {
        s_wakeFromUpdates = 3;
    }

    // Calls EditorApplication.SignalTick (internal, thread-safe) from another thread once the update that follows
    // this command has run, and writes the update count it signalled at to Library/probe-signalled.txt.
    [MenuItem(""Probe/Wake Later"")]
    static void WakeLater()
    {
        var at = s_updates;
        var signal = typeof(EditorApplication).GetMethod(""SignalTick"", System.Reflection.BindingFlags.Static | System.Reflection.BindingFlags.NonPublic);
        new System.Threading.Thread(() =>
        {
            try
            {
                while (System.Threading.Volatile.Read(ref s_updates) == at) System.Threading.Thread.Sleep(10);
                System.Threading.Thread.Sleep(200);
                var before = System.Threading.Volatile.Read(ref s_updates);
                signal.Invoke(null, null);
                File.WriteAllText(""Library/probe-signalled.txt"", before.ToString());
            }
            catch (Exception e)
            {
                File.WriteAllText(""Library/probe-signalled.txt"", e.ToString());
            }
        }).Start();
    }

    // A prefab stage with an unsaved change, Prefab Mode's Auto Save toggled off (the person's EditorPrefs bool).
    [MenuItem(""Probe/Edit Prefab Without Auto Save"")]
    static void EditPrefabWithoutAutoSave()
    {
        EditorPrefs.SetBool(""PrefabEditing.AutoSave"", false);
        PrefabUtility.SaveAsPrefabAsset(GameObject.Find(""Spinning Cube""), ""Assets/Probe.prefab"");
        var stage = UnityEditor.SceneManagement.PrefabStageUtility.OpenPrefab(""Assets/Probe.prefab"");
        new GameObject(""Probe Child"").transform.SetParent(stage.prefabContentsRoot.transform, false);
        UnityEditor.SceneManagement.EditorSceneManager.MarkSceneDirty(stage.scene);
    }

    [MenuItem(""Probe/Open Second"")]
    static void OpenSecond()
    {
        UnityEditor.SceneManagement.EditorSceneManager.OpenScene(""Assets/Scenes/Second.unity"");
    }

    [MenuItem(""Probe/Report"")]
    static void Report()
    {
        var scene = SceneManager.GetActiveScene();
        var sb = new StringBuilder();
        sb.AppendLine(""counter="" + s_counter);
        sb.AppendLine(""updates="" + s_updates);
        sb.AppendLine(""session="" + SessionState.GetInt(""probe.session"", 0));
        sb.AppendLine(""inits="" + SessionState.GetInt(""probe.inits"", 0));
        sb.AppendLine(""before="" + SessionState.GetInt(""probe.before"", 0));
        sb.AppendLine(""after="" + SessionState.GetInt(""probe.after"", 0));
        sb.AppendLine(""scene="" + scene.path);
        sb.AppendLine(""dirty="" + scene.isDirty);
        sb.AppendLine(""roots="" + string.Join("","", scene.GetRootGameObjects().Select(g => g.name)));
        sb.AppendLine(""playing="" + EditorApplication.isPlaying);
        var cube = GameObject.Find(""Spinning Cube"");
        sb.AppendLine(""cubeRotation="" + (cube == null ? ""none"" : cube.transform.rotation.eulerAngles.y.ToString(""F1"")));
        sb.AppendLine(""spinner="" + (cube != null && cube.GetComponent(""Spinner"") != null));
        sb.AppendLine(""brokenType="" + (Type.GetType(""Broken, Assembly-CSharp"") != null));
        File.WriteAllText(""Library/probe-report.txt"", sb.ToString());
    }

    [MenuItem(""Probe/Run Tests"")]
    static void RunTests()
    {
        var api = ScriptableObject.CreateInstance<TestRunnerApi>();
        api.RegisterCallbacks(new Callbacks());
        api.Execute(new ExecutionSettings(new Filter { testMode = TestMode.EditMode }));
    }

    // Starts a PlayMode run with a log registered in this domain only.
    [MenuItem(""Probe/Run PlayMode Tests"")]
    static void RunPlayModeTests()
    {
        var api = ScriptableObject.CreateInstance<TestRunnerApi>();
        api.RegisterCallbacks(new PlayLog(""starter""));
        api.Execute(new ExecutionSettings(new Filter { testMode = TestMode.PlayMode }));
    }

    // Appends every callback it hears to Library/probe-playmode.log, tagged with who registered it.
    class PlayLog : ICallbacks
    {
        readonly string _tag;
        public PlayLog(string tag) { _tag = tag; }
        void Log(string line) { File.AppendAllText(""Library/probe-playmode.log"", _tag + "" "" + line + "" playing="" + EditorApplication.isPlaying + ""\n""); }
        public void RunStarted(ITestAdaptor testsToRun) { Log(""started "" + testsToRun.TestCaseCount); }
        public void TestStarted(ITestAdaptor test) { }
        public void TestFinished(ITestResultAdaptor result)
        {
            if (!result.Test.IsSuite) Log(result.TestStatus + "" "" + result.FullName + "" "" + result.Test.TestMode + "" | "" + (result.Message ?? """").Replace(""\n"", "" ""));
        }
        public void RunFinished(ITestResultAdaptor result) { Log(""finished passed="" + result.PassCount + "" failed="" + result.FailCount); }
    }

    class Callbacks : ICallbacks
    {
        readonly StringBuilder _log = new StringBuilder();
        public void RunStarted(ITestAdaptor testsToRun) { _log.AppendLine(""started "" + testsToRun.TestCaseCount); }
        public void TestStarted(ITestAdaptor test) { }
        public void TestFinished(ITestResultAdaptor result)
        {
            if (!result.Test.IsSuite) _log.AppendLine(result.TestStatus + "" "" + result.FullName + "" | "" + (result.Message ?? """").Replace(""\n"", "" ""));
        }
        public void RunFinished(ITestResultAdaptor result)
        {
            _log.AppendLine(""finished passed="" + result.PassCount + "" failed="" + result.FailCount + "" skipped="" + result.SkipCount);
            File.WriteAllText(""Library/probe-tests.txt"", _log.ToString());
        }
    }
}
";
    }
}
