using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using NUnit.Framework;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // Links in Assets/ as Unity's asset database treats them (UnityEngine.Internal.ProjectTree): a linked
    // folder is imported where it really is, with Unity's warning; a recursive link is not followed, so a
    // refresh writes nothing outside Assets/ through it and the GUID index never loops.
    [TestFixture]
    public class ProjectTreeTests : StandInFixture
    {
        private readonly List<string> _links = new List<string>();
        private readonly List<string> _log = new List<string>();
        private string _outside;

        [SetUp]
        public void MakeOutside()
        {
            if (Path.DirectorySeparatorChar != '/') Assert.Ignore("creates links with ln");
            _outside = Path.Combine(Path.GetTempPath(), "patchbay-outside-" + Guid.NewGuid().ToString("N").Substring(0, 8));
            Directory.CreateDirectory(_outside);
            Application.logMessageReceived += Record;
        }

        [TearDown]
        public void RemoveLinks()
        {
            Application.logMessageReceived -= Record;
            // Links first, without following them (File.Delete removes the link itself), then folders made here.
            foreach (var link in _links)
            {
                var attributes = new FileInfo(link).Attributes;
                if ((int)attributes != -1 && (attributes & FileAttributes.ReparsePoint) != 0) File.Delete(link);
                if (File.Exists(link + ".meta")) File.Delete(link + ".meta");
            }
            foreach (var folder in _links.Where(Directory.Exists)) Directory.Delete(folder, true);
            _links.Clear();
            _log.Clear();
            TestProject.Delete(_outside);
            AssetDatabase.Refresh();
        }

        [Test]
        public void ALinkedFolderIsImportedWhereItIsWithUnitysWarningOnce()
        {
            File.WriteAllText(Path.Combine(_outside, "shared.txt"), "shared");
            Link(_outside, "Assets/Shared");
            AssetDatabase.Refresh();
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/Shared/shared.txt"));
            Assert.IsTrue(File.Exists(Path.Combine(_outside, "shared.txt.meta")), "Unity writes the .meta beside the asset, in the link's target");
            Assert.AreEqual("shared", AssetDatabase.LoadAssetAtPath<TextAsset>("Assets/Shared/shared.txt").text);
            Assert.AreEqual(1, _log.Count(l => l.StartsWith("Assets/Shared is a symbolic link. Using symlinks in Unity projects may cause", StringComparison.Ordinal)), string.Join("\n", _log));
            AssetDatabase.Refresh();
            Assert.AreEqual(1, _log.Count(l => l.Contains("is a symbolic link")), "warned when first imported only");
        }

        [Test]
        public void ALinkToTheProjectRootIsNotFollowedAndWritesNothingThere()
        {
            var before = TopLevel();
            Link("..", "Assets/Up");
            AssetDatabase.Refresh();
            CollectionAssert.AreEqual(before, TopLevel(), "no .meta appeared beside Assets/, Library/ or ProjectSettings/");
            Assert.IsFalse(File.Exists(Path.Combine(Project, "Assets", "Up.meta")));
            StringAssert.Contains("Assets/Up is a recursive symbolic link: it leads to " + ProjectReal() + ", which the path to it already goes through", string.Join("\n", _log));
            Assert.IsFalse(AssetDatabase.GetAllAssetPaths().Any(p => p.StartsWith("Assets/Up", StringComparison.Ordinal)));
        }

        [Test]
        public void ALoopIsSkippedAndTheIndexStaysFinite()
        {
            Link(".", "Assets/Scripts/Loop");
            Link("../B", "Assets/Data/ToB");
            Directory.CreateDirectory(Path.Combine(Project, "Assets", "B"));
            _links.Add(Path.Combine(Project, "Assets", "B"));
            Link("../Data", "Assets/B/ToData");
            AssetDatabase.Refresh();
            var paths = AssetDatabase.GetAllAssetPaths();
            Assert.IsFalse(paths.Any(p => p.Contains("/Loop")), string.Join("\n", paths));
            Assert.IsFalse(paths.Any(p => p.Contains("ToB/ToData") || p.Contains("ToData/ToB")), string.Join("\n", paths));
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/Scripts/Health.cs"));
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/Data/ToB"), "a link to a folder that does not contain it is imported");
            var mat = new Material(Shader.Find("Standard"));
            AssetDatabase.CreateAsset(mat, "Assets/Data/Looped.mat");
            Assert.IsNotEmpty(AssetDatabase.AssetPathToGUID("Assets/Data/Looped.mat"));
            AssetDatabase.DeleteAsset("Assets/Data/Looped.mat");
        }

        [Test]
        public void HiddenFoldersAreSkippedWithEverythingInThem()
        {
            var hidden = Path.Combine(Project, "Assets", ".git");
            _links.Add(hidden);
            Directory.CreateDirectory(Path.Combine(hidden, "objects"));
            File.WriteAllText(Path.Combine(hidden, "objects", "pack.txt"), "x");
            AssetDatabase.Refresh();
            Assert.IsFalse(File.Exists(Path.Combine(hidden, "objects.meta")));
            Assert.IsFalse(File.Exists(Path.Combine(hidden, "objects", "pack.txt.meta")));
        }

        private void Record(string condition, string stack, LogType type)
        {
            _log.Add(condition);
        }

        private void Link(string target, string path)
        {
            var link = Path.Combine(Project, path);
            using (var process = Process.Start(new ProcessStartInfo("ln", "-s \"" + target + "\" \"" + link + "\"") { UseShellExecute = false }))
            {
                process.WaitForExit();
                Assert.AreEqual(0, process.ExitCode);
            }
            _links.Add(link);
        }

        private string[] TopLevel()
        {
            return Directory.GetFileSystemEntries(Project).Select(Path.GetFileName).OrderBy(n => n, StringComparer.Ordinal).ToArray();
        }

        private string ProjectReal()
        {
            return UnityEngine.Internal.ProjectTree.RealPath(Project);
        }
    }
}
