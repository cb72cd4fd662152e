using Patchbay.Runtime.PlayerLoop;
using UnityEngine;

namespace Patchbay.Runtime.Startup
{
    /// <summary>
    /// Starts the runtime part in a development build whose project turned it on (the asmdef's defineConstraints:
    /// DEVELOPMENT_BUILD and PATCHBAY_RUNTIME; a release build has no Patchbay code at all). Unity calls
    /// <see cref="Start"/> once the first scene has loaded; it makes one hidden object that survives scene loads
    /// and runs the queued tool calls in its Update.
    /// </summary>
    public static class PatchbayPlayerBootstrap
    {
        internal const string ObjectName = "Patchbay Runtime";

        /// <summary>The running loop, or null before the player started it.</summary>
        public static PatchbayPlayerLoop Loop { get; private set; }

        [RuntimeInitializeOnLoadMethod(RuntimeInitializeLoadType.AfterSceneLoad)]
        private static void Start()
        {
            StartLoop();
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
            Object.DontDestroyOnLoad(host);
            Loop = host.AddComponent<PatchbayPlayerLoop>();
            return Loop;
        }
    }
}
