using System.Collections.Generic;
using NUnit.Framework;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.Internal;

namespace Patchbay.Headless.Tests
{
    // In-process play mode for the content tests: play mode entered as the editor does after its reload (every
    // behaviour wakes), frames of a fixed length, the log recorded.
    public abstract class ContentFixture : StandInFixture
    {
        protected readonly List<string> Warnings = new List<string>();
        protected readonly List<string> Logs = new List<string>();

        [SetUp]
        public void Listen()
        {
            Warnings.Clear();
            Logs.Clear();
            Application.logMessageReceived += Record;
        }

        [TearDown]
        public void StopPlaying()
        {
            Application.logMessageReceived -= Record;
            Application.IsPlayingInternal = false;
            Time.timeScale = 1f;
            AudioListener.pause = false;
        }

        void Record(string message, string stack, LogType type)
        {
            Logs.Add(type + ": " + message);
            if (type == LogType.Warning) Warnings.Add(message);
        }

        protected static void EnterPlayMode()
        {
            Application.IsPlayingInternal = true;
            Lifecycle.EnterPlayMode();
        }

        protected static void Frames(int count, float seconds = 0.1f)
        {
            for (var i = 0; i < count; i++) Lifecycle.Frame(seconds);
        }

        // Saves the active scene to path, opens another, opens it again and returns its root named rootName.
        protected static GameObject Reopen(string path, string rootName)
        {
            Assert.IsTrue(EditorSceneManager.SaveScene(UnityEngine.SceneManagement.SceneManager.GetActiveScene(), path));
            EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);
            var scene = EditorSceneManager.OpenScene(path);
            foreach (var root in scene.GetRootGameObjects())
                if (root.name == rootName) return root;
            Assert.Fail("no root " + rootName + " in " + path);
            return null;
        }
    }
}
