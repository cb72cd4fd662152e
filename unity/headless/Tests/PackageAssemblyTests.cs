using System;
using System.IO;
using System.Linq;
using System.Reflection;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEditor.PackageManager;

namespace Patchbay.Headless.Tests
{
    // The package's shared core (Shared/, Patchbay.Shared) is what a development build's runtime part builds on
    // (issue 34): it must carry no editor API, and its asmdef must keep it out of release players and out of
    // projects that did not turn the runtime part on, while the editor always compiles it.
    [TestFixture]
    public class PackageAssemblyTests
    {
        static readonly string[] EditorDefines = { "UNITY_EDITOR", "UNITY_EDITOR_64", "UNITY_2021_3_OR_NEWER", "DEBUG" };
        static readonly string[] DevelopmentPlayerOptedIn = { "UNITY_STANDALONE", "DEVELOPMENT_BUILD", "PATCHBAY_RUNTIME" };
        static readonly string[] ReleasePlayerOptedIn = { "UNITY_STANDALONE", "PATCHBAY_RUNTIME" };
        static readonly string[] DevelopmentPlayerNotOptedIn = { "UNITY_STANDALONE", "DEVELOPMENT_BUILD" };
        static readonly string[] ReleasePlayer = { "UNITY_STANDALONE" };

        [Test]
        public void TheSharedCoreReferencesNeitherUnityEditorNorUnityEngine()
        {
            var shared = Assembly.Load("Patchbay.Shared");
            var names = shared.GetReferencedAssemblies().Select(a => a.Name).ToArray();
            CollectionAssert.DoesNotContain(names, "UnityEditor", string.Join(", ", names));
            CollectionAssert.DoesNotContain(names, "UnityEngine", string.Join(", ", names));
            Assert.IsTrue(names.All(n => !n.StartsWith("UnityEditor", StringComparison.Ordinal)), string.Join(", ", names));
        }

        [Test]
        public void TheEditorAssemblyBuildsOnTheSharedCore()
        {
            var editor = Assembly.Load("Patchbay.Editor");
            CollectionAssert.Contains(editor.GetReferencedAssemblies().Select(a => a.Name).ToArray(), "Patchbay.Shared");
            // Moved, not copied: the link's client lives in the shared core only, in the namespace of its assembly and folder.
            Assert.IsNotNull(Assembly.Load("Patchbay.Shared").GetType("Patchbay.Shared.Link.LinkClient"));
            Assert.IsFalse(editor.GetTypes().Any(t => t.Name == "LinkClient"), "the editor assembly has no LinkClient of its own");
        }

        [Test]
        public void TheSharedCoreIsInTheEditorAndInOptedInDevelopmentBuildsOnly()
        {
            var constraints = Asmdef("Shared/Patchbay.Shared.asmdef");
            Assert.IsTrue((bool)Asmdef("Shared/Patchbay.Shared.asmdef")["noEngineReferences"]);
            Assert.IsTrue(Compatible(EditorDefines, constraints), "the editor");
            Assert.IsTrue(Compatible(DevelopmentPlayerOptedIn, constraints), "a development build with PATCHBAY_RUNTIME");
            Assert.IsFalse(Compatible(ReleasePlayerOptedIn, constraints), "a release build, even with PATCHBAY_RUNTIME");
            Assert.IsFalse(Compatible(DevelopmentPlayerNotOptedIn, constraints), "a development build without PATCHBAY_RUNTIME");
            Assert.IsFalse(Compatible(ReleasePlayer, constraints), "a release build");
        }

        internal static JObject Asmdef(string relative)
        {
            var package = PackageInfo.FindForAssembly(Assembly.Load("Patchbay.Shared"));
            Assert.IsNotNull(package, "the package folder of Patchbay.Shared");
            return JObject.Parse(File.ReadAllText(Path.Combine(package.resolvedPath, relative)));
        }

        internal static bool Compatible(string[] defines, JObject asmdef)
        {
            return ((JArray)asmdef["defineConstraints"]).All(c => ConstraintHolds(defines, (string)c));
        }

        // How Unity evaluates one entry of an asmdef's defineConstraints (every entry must hold): "A || !B" holds when
        // any expected symbol is defined or any negated one is not; there is no "&&" (two entries are an "and").
        // UnityCsReference 2021.3.0f1 Editor/Mono/Scripting/ScriptCompilation/DefineConstraintsHelper.cs:31-50
        // (IsDefineConstraintsCompatible: every entry) and :53-155 (GetDefineConstraintCompatibility: one entry,
        // split on "||"); the same rules at 6000.0.0f1 (:37-50 IsDefineConstraintsCompatible_Enumerable, :55-).
        static bool ConstraintHolds(string[] defines, string constraint)
        {
            var terms = constraint.Split(new[] { "||" }, StringSplitOptions.None).Select(t => t.Trim(' ', '\t')).ToArray();
            var expected = terms.Where(t => !t.StartsWith("!", StringComparison.Ordinal)).ToList();
            var negated = terms.Where(t => t.StartsWith("!", StringComparison.Ordinal)).Select(t => t.Substring(1)).ToList();
            if (expected.Count > 0 && negated.Count == 0) return expected.Any(defines.Contains);
            if (negated.Count > 0 && expected.Count == 0) return !negated.Any(defines.Contains);
            return expected.Any(defines.Contains) || !negated.Any(defines.Contains);
        }
    }
}
