using System;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Editor.EditorLoop;
using UnityEditor;

namespace Patchbay.Editor.Tools.Shared
{
    /// <summary>
    /// Awaits an editor condition without blocking the main thread: the condition is checked on every
    /// <see cref="EditorFrame"/> (each editor update; the bootstrap keeps the editor updating while calls are
    /// pending, even past another package's update subscriber that throws). Completes with true when the
    /// condition holds, false at the timeout; cancellation ends it as cancelled.
    /// </summary>
    public static class EditorWait
    {
        public static Task<bool> Until(Func<bool> condition, double timeoutSeconds, CancellationToken cancellation)
        {
            if (condition())
            {
                return Task.FromResult(true);
            }

            var source = new TaskCompletionSource<bool>();
            var deadline = EditorApplication.timeSinceStartup + Math.Max(0, timeoutSeconds);
            Action check = null;
            check = () =>
            {
                bool done;
                try
                {
                    if (cancellation.IsCancellationRequested)
                    {
                        EditorFrame.Tick -= check;
                        source.TrySetCanceled();
                        return;
                    }

                    done = condition();
                }
                catch (Exception e)
                {
                    EditorFrame.Tick -= check;
                    source.TrySetException(e);
                    return;
                }

                if (done || EditorApplication.timeSinceStartup >= deadline)
                {
                    EditorFrame.Tick -= check;
                    source.TrySetResult(done);
                }
            };
            EditorFrame.Tick += check;
            return source.Task;
        }

        /// <summary>
        /// Waits <paramref name="milliseconds"/> on editor frames; cancellation ends it as cancelled. Tools wait this
        /// way, never with Task.Delay: its System.Threading.Timer keeps Mono's timer scheduler thread busy, and a
        /// domain reload that aborts that thread while it re-sorts its timers ends the editor process.
        /// </summary>
        public static async Task Delay(int milliseconds, CancellationToken cancellation)
        {
            var until = EditorApplication.timeSinceStartup + milliseconds / 1000.0;
            await Until(() => EditorApplication.timeSinceStartup >= until, milliseconds / 1000.0 + 1, cancellation);
        }

        /// <summary>Seconds left until a UTC deadline stored as ticks (resume states survive reloads that way).</summary>
        public static double SecondsUntil(long deadlineUtcTicks)
        {
            return Math.Max(0, (new DateTime(deadlineUtcTicks, DateTimeKind.Utc) - DateTime.UtcNow).TotalSeconds);
        }
    }
}
