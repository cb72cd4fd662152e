using System;
using System.Collections.Generic;
using Patchbay.Shared.MainThread;
using UnityEngine;

namespace Patchbay.Runtime.PlayerLoop
{
    /// <summary>
    /// The runtime part's hold on the player's main thread: the hidden object's Update runs what other threads
    /// queued (the link's tool calls), as EditorApplication.update does in the editor, through the same
    /// <see cref="MainThreadDispatcher"/>. An idle frame is one emptiness check: nothing allocated, no lock, so a
    /// development build pays nothing per frame while no agent calls (PackageAssemblyTests measures it).
    /// </summary>
    [DisallowMultipleComponent]
    [AddComponentMenu("")]
    public sealed class PatchbayPlayerLoop : MonoBehaviour
    {
        // Tool work per frame, at most: a queue longer than that waits for the next frame, so a burst of calls
        // slows the game by a few frames instead of freezing it.
        private const int FrameBudgetMs = 8;

        private readonly MainThreadDispatcher _dispatcher = new MainThreadDispatcher();

        // Checks that run once a frame until they answer true (the shared tools' waits, PlayerPlayHost.Until).
        private readonly List<Func<bool>> _eachFrame = new List<Func<bool>>();

        /// <summary>Where other threads post work for the main thread.</summary>
        public MainThreadDispatcher Dispatcher
        {
            get { return _dispatcher; }
        }

        private void Awake()
        {
            // Unity may construct a component off the main thread; Awake runs on it.
            _dispatcher.BindToCurrentThread();
            _dispatcher.ErrorHandler = e => Debug.LogException(e);
        }

        /// <summary>Main thread: runs <paramref name="check"/> in each later frame's Update until it returns true.</summary>
        public void EachFrame(Func<bool> check)
        {
            _eachFrame.Add(check);
        }

        private void Update()
        {
            // Waits first: a wait's condition sees the frame the game just ran, before queued calls change anything.
            for (var i = _eachFrame.Count - 1; i >= 0; i--)
            {
                if (_eachFrame[i]())
                {
                    _eachFrame.RemoveAt(i);
                }
            }

            _dispatcher.Pump(FrameBudgetMs);
        }
    }
}
