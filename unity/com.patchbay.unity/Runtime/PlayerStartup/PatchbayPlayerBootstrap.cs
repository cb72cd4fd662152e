using System;
using Patchbay.Engine.CommonTools.Console;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Runtime.PlayerLink;
using Patchbay.Runtime.PlayerLoop;
using Patchbay.Shared.HubLookup;
using UnityEngine;

namespace Patchbay.Runtime.PlayerStartup
{
    /// <summary>
    /// Starts the runtime part in a development build whose project turned it on (the asmdef's defineConstraints:
    /// DEVELOPMENT_BUILD and PATCHBAY_RUNTIME; a release build has no Patchbay code at all). Unity calls
    /// <see cref="Start"/> once the first scene has loaded; it makes one hidden object that survives scene loads
    /// and runs the queued tool calls in its Update, and connects the player to the hub (<see cref="PlayerRuntime"/>).
    /// </summary>
    public static class PatchbayPlayerBootstrap
    {
        internal const string ObjectName = "Patchbay Runtime";

        /// <summary>The running loop, or null before the player started it.</summary>
        public static PatchbayPlayerLoop Loop { get; private set; }

        /// <summary>The player's link to the hub, or null before it started.</summary>
        public static PlayerRuntime Runtime { get; private set; }

        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.AfterSceneLoad)]
        private static void Start()
        {
            var loop = StartLoop();
            if (Runtime != null)
            {
                return;
            }

            PlayHost.Current = new PlayerPlayHost(loop);
            ConsoleLog.CaptureLogs();
            Runtime = new PlayerRuntime(loop.Dispatcher, HubLocator.ForThisProcess());
            Runtime.Start(AppDomain.CurrentDomain.GetAssemblies());
            var runtime = Runtime;
            // Every frame for the player's life (a check that never answers true): editor/changed when the console changed.
            loop.EachFrame(() =>
            {
                runtime.SendChanges();
                return false;
            });
            Application.quitting += Runtime.Stop;
        }

        /// <summary>Makes the hidden object once; later calls return the one there is.</summary>
        public static PatchbayPlayerLoop StartLoop()
        {
            if (Loop != null)
            {
                return Loop;
            }

            // Hidden and never saved: the game's own hierarchy and scene files never show it.
            var host = new GameObject(ObjectName) { hideFlags = HideFlags.HideAndDontSave };
            UnityEngine.Object.DontDestroyOnLoad(host);
            Loop = host.AddComponent<PatchbayPlayerLoop>();
            return Loop;
        }
    }
}
