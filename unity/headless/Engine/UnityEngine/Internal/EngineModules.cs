using System;
using System.IO;
using System.Reflection;

namespace UnityEngine.Internal
{
    // Unity's engine is built of modules, one managed assembly each (UnityEngine.PhysicsModule.dll,
    // UnityEngine.Physics2DModule.dll, UnityEngine.ImageConversionModule.dll … beside UnityEngine.CoreModule.dll), each
    // the package com.unity.modules.<name> in the Package Manager. The editor always runs with every module loaded; a
    // project's scripts are compiled against only the modules its Packages/manifest.json lists (Unity's default
    // manifest lists all of them; docs.unity3d.com Manual "Built-in packages", and UnityCsReference 2021.3.0f1 and
    // 6000.5.0f1 Modules/Physics, Modules/Physics2D, Modules/ImageConversion, Modules/ScreenCapture: each its own
    // assembly, UnityEngine.ScreenCaptureModule.dll the last).
    // The stand-in splits the same way (unity/build.sh): UnityEngine.dll is the core, and what the core needs of a
    // module goes through these hooks, which the module fills in when it is loaded (Register in each module's
    // *ModuleHooks class), as PlayerLoopHooks.FixedStep already does for the physics step.
    internal static class EngineModules
    {
        // Assembly name and its hooks class, loaded by name from the engine's folder.
        internal static readonly string[][] Known =
        {
            new[] { "UnityEngine.PhysicsModule", "UnityEngine.Internal.PhysicsModuleHooks" },
            new[] { "UnityEngine.Physics2DModule", null },
            new[] { "UnityEngine.ImageConversionModule", null },
            new[] { "UnityEngine.ScreenCaptureModule", "UnityEngine.Internal.ScreenCaptureModuleHooks" }
        };

        static volatile bool _loaded;
        static readonly object Gate = new object();

        // GameObject.CreatePrimitive's collider (a box for a cube, …): the Physics module's; none without it.
        internal static Action<GameObject, PrimitiveType> PrimitiveCollider;

        internal static void EnsureLoaded()
        {
            if (_loaded) return;
            lock (Gate)
            {
                if (_loaded) return;
                _loaded = true;
                foreach (var module in Known)
                {
                    Assembly assembly;
                    try { assembly = Assembly.Load(module[0]); }
                    catch (FileNotFoundException) { continue; }
                    catch (FileLoadException) { continue; }
                    if (module[1] == null) continue;
                    var hooks = assembly.GetType(module[1], false);
                    var register = hooks == null ? null : hooks.GetMethod("Register", BindingFlags.Static | BindingFlags.NonPublic | BindingFlags.Public);
                    if (register != null) register.Invoke(null, null);
                }
            }
        }

        // The end of a frame's work of the Screen Capture module (the files CaptureScreenshot asked for); none without it.
        internal static Action EndOfFrame;

        internal static void AtEndOfFrame()
        {
            EnsureLoaded();
            var run = EndOfFrame;
            if (run != null) run();
        }

        internal static void AddPrimitiveCollider(GameObject go, PrimitiveType type)
        {
            EnsureLoaded();
            var add = PrimitiveCollider;
            if (add != null) add(go, type);
        }
    }
}
