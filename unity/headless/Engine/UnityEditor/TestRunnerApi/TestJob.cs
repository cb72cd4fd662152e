using System;
using System.Collections.Generic;
using System.Linq;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.TestTools;

namespace UnityEditor.TestTools.TestRunner.Api
{
    // One Execute, run the way the Test Framework's TestJobRunner runs its task list: one step per
    // EditorApplication.update (com.unity.test-framework 1.4.6 UnityEditor.TestRunner/TestRun/TestJobRunner.cs:17-22,
    // 105-110; 1.1.33 the same), the EditMode tasks of TaskList.cs:45-90 that change what callers see:
    //   1. SaveModifiedSceneTask: with a modified scene open, Unity's modal "save?" dialog on the main thread;
    //      Cancel throws TestRunCanceledException and the run stops with no callback at all (1.4.6
    //      Tasks/Scene/SaveModifiedSceneTask.cs:13-17, TestJobRunner.cs:202-205; 1.1.33 SaveModiedSceneTask.cs).
    //   2. ReloadModifiedScenesTask (1.4 only, the 6000 profiles): scenes that are saved but modified — the
    //      person pressed "Don't Save" — are reloaded from disk, losing their unsaved changes.
    //   3. PrebuildSetupTask: every IPrebuildSetup of the tests in the run; one that throws fails the run:
    //      Debug.LogError, then IErrorCallbacks.OnError("Multiple unexpected errors happened while running
    //      tests."), and neither RunStarted nor RunFinished (BuildActionTaskBase.cs:45-66, TestJobRunner.cs:206-221,
    //      CallbacksDelegator.cs:66-77).
    //   4. RunStarted, the tests (TestRun, a slice per update), RunFinished.
    // A cancelled run (TestRunnerApi.CancelTestRun) stops at its next step and never calls RunFinished:
    // RunFinishedInvocationEvent does not run on cancel (TestTaskBase.cs RunOnCancel, EditModeRunTask.cs:19-27).
    //
    // A PlayMode run (1.4 TaskList.cs's PlayMode tasks: PrebuildSetupTask, EnterPlayModeTask,
    // RunStartedInvocationEvent, PlayModeRunTask, RunFinishedInvocationEvent, ExitPlayModeTask; 1.1.33
    // TestLaunchers/PlaymodeLauncher.cs Run/UpdateCallback, which sets EditorApplication.isPlaying = true once the
    // prebuild setups ran): after steps 1-3 the run is saved where it
    // outlives the domain (TestRunnerApi.SavePlayModeRun) and play mode is entered, which reloads the domain unless
    // Enter Play Mode Options keep it. This job ends there; the play-mode domain resumes the run as a new job
    // (TestRunnerApi.ResumePlayModeRun): RunStarted and the tests go to the callbacks registered in that domain,
    // then RunFinished, still in play mode, and then play mode ends (both versions). Play mode's exit restores the
    // scenes open before, so the run opens no test scene in edit mode (Unity's bootstrap scene is not modelled). Cancelled, or play mode stopped under it: play mode ends, no RunFinished.
    internal sealed class TestJob
    {
        const string RunFailedMessage = "Multiple unexpected errors happened while running tests.";

        enum Stage { SaveScenes, ReloadScenes, Prebuild, EnterPlayMode, Start, Tests, Done }

        readonly TestRun _run;
        readonly Filter[] _filters;
        readonly bool _synchronous;
        Stage _stage;
        SceneSetup[] _sceneSetup;
        bool _inTestScene;

        // inPlayMode: a PlayMode run resumed once play mode was entered; it starts at RunStarted.
        internal TestJob(TestRun run, Filter[] filters, bool synchronous, bool inPlayMode)
        {
            _run = run;
            _filters = filters;
            _synchronous = synchronous;
            if (inPlayMode) _stage = Stage.Start;
        }

        bool PlayMode { get { return _run.Mode == TestMode.PlayMode; } }

        internal string Guid { get { return _run.Guid; } }
        internal bool Cancelled { get; private set; }
        internal bool Finished { get { return _stage == Stage.Done; } }

        internal bool Cancel()
        {
            if (Finished || Cancelled) return false;
            Cancelled = true;
            return true;
        }

        // One task step; true when the job is over.
        internal bool Step()
        {
            if (PlayMode && (_stage == Stage.Start || _stage == Stage.Tests) && !Application.isPlaying) Cancelled = true;
            if (Cancelled)
            {
                _run.Cancelled = true;
                if (PlayMode && _stage >= Stage.Start)
                {
                    TestRunnerApi.ClearPlayModeRun();
                    if (EditorApplication.isPlaying) EditorApplication.isPlaying = false;
                }
                End();
                return true;
            }
            switch (_stage)
            {
                case Stage.SaveScenes:
                    if (EditorSceneManager.SaveCurrentModifiedScenesIfUserWantsTo()) _stage = Stage.ReloadScenes;
                    else End();
                    break;
                case Stage.ReloadScenes:
#if UNITY_6000_0_OR_NEWER
                    // Test Framework 1.4 (Unity 6's): TestRun/Tasks/Scene/ReloadModifiedScenesTask.cs:15-27.
                    foreach (var scene in LoadedScenes())
                        if (!string.IsNullOrEmpty(scene.path) && scene.isDirty) EditorSceneManager.ReloadScene(scene);
#endif
                    if (!PlayMode) EnterTestScene();
                    _stage = Stage.Prebuild;
                    break;
                case Stage.Prebuild:
                    if (RunPrebuildSetups()) _stage = PlayMode ? Stage.EnterPlayMode : Stage.Start;
                    else End();
                    break;
                case Stage.EnterPlayMode:
                    TestRunnerApi.SavePlayModeRun(_run.Guid, _filters);
                    EditorApplication.isPlaying = true;
                    End();
                    break;
                case Stage.Start:
                    _run.Start();
                    _stage = Stage.Tests;
                    break;
                case Stage.Tests:
                    if (!_run.Step(_synchronous ? TimeSpan.FromHours(1) : TimeSpan.FromMilliseconds(20))) break;
                    if (!PlayMode) { End(); break; }
                    // RunFinished in play mode, then play mode ends. 1.1.33: the controller's handlers hear RunFinished in
                    // the order PlaymodeLauncher.Run added them: TestRunnerCallback.RunFinished asks to leave play mode
                    // (EditorApplication.isPlaying = false, UnityEditor.TestRunner/TestRunner/Callbacks/TestRunnerCallback.cs),
                    // then CallbacksDelegatorListener passes RunFinished to this domain's callbacks. 1.4: TaskList.GetTaskList
                    // runs RunFinishedInvocationEvent before CleanupTestControllerTask and ExitPlayModeTask.
                    TestRunnerApi.ClearPlayModeRun();
                    EditorApplication.isPlaying = false;
                    _run.ReportFinished();
                    End();
                    break;
            }
            return Finished;
        }

        static List<UnityEngine.SceneManagement.Scene> LoadedScenes()
        {
            return Enumerable.Range(0, UnityEngine.SceneManagement.SceneManager.sceneCount)
                .Select(UnityEngine.SceneManagement.SceneManager.GetSceneAt).ToList();
        }

        // The tests run in a new scene, and the scenes open before come back from disk afterwards — also after an
        // error or a cancel — so what the tests do to the scene is not kept, and neither are changes the person
        // chose not to save (1.1.33 TestLaunchers/EditModeLauncher.cs:75-100 and EditModeRunnerCallback; 1.4.6
        // TaskList.cs StoreSceneSetupTask, RemoveAdditionalUntitledSceneTask, CreateBootstrapSceneTask,
        // RestoreSceneSetupTask with RunOnError = RunAlways, RunOnCancel = true).
        void EnterTestScene()
        {
            var scenes = LoadedScenes();
            if (scenes.Count == 1 && string.IsNullOrEmpty(scenes[0].path))
            {
                EditorSceneManager.NewScene(NewSceneSetup.DefaultGameObjects, NewSceneMode.Single);
                return;
            }
            foreach (var untitled in scenes.Where(s => string.IsNullOrEmpty(s.path))) EditorSceneManager.CloseScene(untitled, true);
            _sceneSetup = EditorSceneManager.GetSceneManagerSetup();
            var testScene = EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Additive);
            UnityEngine.SceneManagement.SceneManager.SetActiveScene(testScene);
            _inTestScene = true;
        }

        void End()
        {
            _stage = Stage.Done;
            if (!_inTestScene) return;
            _inTestScene = false;
            if (_sceneSetup != null && _sceneSetup.Length > 0) EditorSceneManager.RestoreSceneManagerSetup(_sceneSetup);
            else EditorSceneManager.NewScene(NewSceneSetup.DefaultGameObjects, NewSceneMode.Single);
        }

        bool RunPrebuildSetups()
        {
            var exceptions = new List<Exception>();
            var seen = new HashSet<Type>();
            foreach (var test in _run.Root.SelfAndDescendants())
            {
                var providers = new List<System.Reflection.ICustomAttributeProvider>();
                if (test.Method != null) providers.Add(test.Method);
                if (test.Fixture != null && test.Method == null) providers.Add(test.Fixture);
                if (test.IsTestAssembly && test.Assembly != null) providers.Add(test.Assembly);
                foreach (var attribute in providers.SelectMany(p => p.GetCustomAttributes(typeof(PrebuildSetupAttribute), true)).Cast<PrebuildSetupAttribute>())
                {
                    if (attribute.TargetClass == null || !seen.Add(attribute.TargetClass)) continue;
                    try
                    {
                        Debug.Log("Executing IPrebuildSetup for: " + attribute.TargetClass.FullName + ".");
                        ((IPrebuildSetup)Activator.CreateInstance(attribute.TargetClass)).Setup();
                    }
                    catch (Exception e)
                    {
                        exceptions.Add(e is System.Reflection.TargetInvocationException && e.InnerException != null ? e.InnerException : e);
                    }
                }
            }
            if (exceptions.Count == 0) return true;
            Debug.LogError("One or more exceptions when executing IPrebuildSetup.");
            foreach (var e in exceptions) Debug.LogException(e);
            TestRunnerApi.RunFailed(RunFailedMessage);
            return false;
        }
    }
}
