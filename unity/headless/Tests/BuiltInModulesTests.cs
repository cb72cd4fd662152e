using System.IO;
using System.Linq;
using Newtonsoft.Json.Linq;
using NUnit.Framework;
using UnityEngine;

namespace Patchbay.Headless.Tests
{
    // Issue 43: Unity's built-in modules are each their own assembly (UnityEngine.PhysicsModule.dll,
    // UnityEngine.Physics2DModule.dll, UnityEngine.ImageConversionModule.dll), and a project's scripts are compiled
    // against only the modules its Packages/manifest.json lists; the stand-in splits the same way
    // (Engine/UnityEngine/Internal/EngineModules.cs) and its compile step honours asmdef versionDefines,
    // defineConstraints and platforms, and compiles embedded packages (Host/ScriptCompiler.cs, Host/AsmdefDefines.cs).
    [TestFixture]
    public class BuiltInModulesTests
    {
        [Test]
        public void PhysicsAndImageConversionAreTheirOwnAssembliesAsInUnity()
        {
            Assert.That(typeof(Rigidbody).Assembly.GetName().Name, Is.EqualTo("UnityEngine.PhysicsModule"));
            Assert.That(typeof(Rigidbody2D).Assembly.GetName().Name, Is.EqualTo("UnityEngine.Physics2DModule"));
            Assert.That(typeof(ImageConversion).Assembly.GetName().Name, Is.EqualTo("UnityEngine.ImageConversionModule"));
            Assert.That(typeof(ScreenCapture).Assembly.GetName().Name, Is.EqualTo("UnityEngine.ScreenCaptureModule"));
            Assert.That(typeof(GameObject).Assembly.GetName().Name, Is.EqualTo("UnityEngine"));
        }

        [Test]
        public void TheCoreReachesPhysicsThroughItsHooks()
        {
            // CreatePrimitive's collider and Rigidbody's one-per-object rule live in the Physics module.
            var cube = GameObject.CreatePrimitive(PrimitiveType.Cube);
            try
            {
                Assert.That(cube.GetComponent<BoxCollider>(), Is.Not.Null);
                Assert.That(cube.AddComponent<Rigidbody>(), Is.Not.Null);
                Assert.That(cube.AddComponent<Rigidbody>(), Is.Null, "a second Rigidbody is refused, as in Unity");
            }
            finally { Object.DestroyImmediate(cube); }
        }

        [Test]
        public void AScriptUsingADisabledModuleDoesNotCompileAndOneThatListsItDoes()
        {
            var project = TestProject.CopySample();
            try
            {
                File.WriteAllText(Path.Combine(project, "Assets", "Thrower.cs"),
                    "using UnityEngine;\npublic class Thrower : MonoBehaviour { void Start() { GetComponent<Rigidbody>().AddForce(Vector3.up); var png = new Texture2D(2, 2).EncodeToPNG(); ScreenCapture.CaptureScreenshot(\"shot.png\"); } }\n");
                SetModules(project, false);
                using (var host = new HostProcess(project, "-ignorecompilererrors"))
                {
                    host.WaitFor("ready", 240);
                    host.Send("compile");
                    Assert.That(host.WaitFor("compiled", 240), Is.Not.EqualTo("compiled ok"));
                    var errors = host.Stderr.Split('\n').Where(l => l.Contains("Assets/Thrower.cs") && l.Contains("error CS")).ToArray();
                    Assert.That(errors.Any(l => l.Contains("Rigidbody")), Is.True, host.Stderr);
                    Assert.That(errors.Any(l => l.Contains("EncodeToPNG")), Is.True, host.Stderr);
                    Assert.That(errors.Any(l => l.Contains("ScreenCapture")), Is.True, host.Stderr);
                    // Listing the modules again (the Package Manager's Enable) recompiles and the script compiles.
                    SetModules(project, true);
                    host.Send("compile");
                    Assert.That(host.WaitFor("compiled", 240), Is.EqualTo("compiled ok"), host.Stderr);
                }
            }
            finally { TestProject.Delete(project); }
        }

        [Test]
        public void AnEmbeddedPackageCompilesWithItsVersionDefinesConstraintsAndPlatforms()
        {
            var project = TestProject.CopySample();
            try
            {
                var pkg = Path.Combine(project, "Packages", "com.example.guarded");
                Directory.CreateDirectory(Path.Combine(pkg, "Runtime"));
                Directory.CreateDirectory(Path.Combine(pkg, "PlayerOnly"));
                File.WriteAllText(Path.Combine(pkg, "package.json"), "{ \"name\": \"com.example.guarded\", \"version\": \"1.0.0\" }");
                // Compiles only with PHYSICS (versionDefines on the module package, as Patchbay.Engine.asmdef does).
                File.WriteAllText(Path.Combine(pkg, "Runtime", "Guarded.asmdef"), new JObject
                {
                    { "name", "Example.Guarded" },
                    { "versionDefines", new JArray(new JObject { { "name", "com.unity.modules.physics" }, { "expression", "1.0.0" }, { "define", "EXAMPLE_PHYSICS" } }) },
                    { "defineConstraints", new JArray("UNITY_EDITOR || DEVELOPMENT_BUILD") }
                }.ToString());
                File.WriteAllText(Path.Combine(pkg, "Runtime", "Guarded.cs"),
                    "using UnityEngine;\npublic static class Guarded {\n#if EXAMPLE_PHYSICS\n public static bool Falls(Rigidbody r) { return r.useGravity; }\n#endif\n public static int Ok() { return 1; } }\n");
                // Excluded from the editor: never compiled here, though it does not compile at all.
                File.WriteAllText(Path.Combine(pkg, "PlayerOnly", "PlayerOnly.asmdef"), "{ \"name\": \"Example.PlayerOnly\", \"excludePlatforms\": [\"Editor\"] }");
                File.WriteAllText(Path.Combine(pkg, "PlayerOnly", "Broken.cs"), "this is not C#");
                // A script outside every asmdef of a package is not compiled.
                File.WriteAllText(Path.Combine(pkg, "Loose.cs"), "neither is this");
                foreach (var withPhysics in new[] { true, false })
                {
                    SetModules(project, withPhysics);
                    using (var host = new HostProcess(project, "-ignorecompilererrors"))
                    {
                        host.WaitFor("ready", 240);
                        host.Send("compile");
                        Assert.That(host.WaitFor("compiled", 240), Is.EqualTo("compiled ok"), host.Stderr);
                        var dlls = Directory.GetFiles(Path.Combine(project, "Library", "ScriptAssemblies"), "*.dll").Select(Path.GetFileName).ToArray();
                        Assert.That(dlls, Has.Member("Example.Guarded.dll"));
                        Assert.That(dlls, Has.No.Member("Example.PlayerOnly.dll"));
                        host.Send("quit");
                        host.Stop();
                    }
                    var asm = System.Reflection.Assembly.Load(File.ReadAllBytes(Path.Combine(project, "Library", "ScriptAssemblies", "Example.Guarded.dll")));
                    Assert.That(asm.GetType("Guarded").GetMethod("Falls") != null, Is.EqualTo(withPhysics), "EXAMPLE_PHYSICS follows the manifest");
                }
            }
            finally { TestProject.Delete(project); }
        }

        // WebGL players have no threads and no sockets (docs.unity3d.com Manual "WebGL: Interacting with browser
        // scripting" / "Web browser access to networking": no System.Net sockets, no System.Threading threads), which
        // the link and the runtime part need: the package's player-side assemblies exclude the platform, so a WebGL
        // development build with PATCHBAY_RUNTIME compiles without them instead of failing at run time. The editor
        // assembly stays editor-only.
        [Test]
        public void ThePackagesPlayerAssembliesExcludeWebGLAndTheEditorOneIsEditorOnly()
        {
            foreach (var asmdef in new[] { "Shared/Patchbay.Shared.asmdef", "Engine/Patchbay.Engine.asmdef", "Runtime/Patchbay.Runtime.asmdef" })
            {
                var json = PackageAssemblyTests.Asmdef(asmdef);
                Assert.That(((JArray)json["excludePlatforms"]).Select(t => (string)t), Has.Member("WebGL"), asmdef);
                Assert.That((JArray)json["includePlatforms"], Is.Empty, asmdef + ": excludePlatforms counts only without includePlatforms");
            }
            var editor = PackageAssemblyTests.Asmdef("Editor/Patchbay.Editor.asmdef");
            Assert.That(((JArray)editor["includePlatforms"]).Select(t => (string)t), Is.EqualTo(new[] { "Editor" }));
        }

        static void SetModules(string project, bool listed)
        {
            // The sample game (Assets/Game) moves Rigidbodies and collects with colliders: a project that disabled the
            // Physics module has no such scripts (they would not compile in Unity either), so its copy goes first.
            var game = Path.Combine(project, "Assets", "Game");
            if (!listed && Directory.Exists(game))
            {
                Directory.Delete(game, true);
                File.Delete(game + ".meta");
            }

            var manifest = Path.Combine(project, "Packages", "manifest.json");
            var json = JObject.Parse(File.ReadAllText(manifest));
            var deps = (JObject)json["dependencies"];
            foreach (var m in new[] { "com.unity.modules.physics", "com.unity.modules.imageconversion", "com.unity.modules.screencapture" })
            {
                if (listed) deps[m] = "1.0.0";
                else deps.Remove(m);
            }
            File.WriteAllText(manifest, json.ToString());
        }
    }
}
