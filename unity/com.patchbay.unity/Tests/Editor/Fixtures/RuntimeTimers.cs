using System;
using System.Collections;
using System.Collections.Generic;
using System.Reflection;
using System.Threading;

namespace Patchbay.Editor.Tests.Fixtures
{
    /// <summary>
    /// Lists the System.Threading.Timer instances scheduled in this domain by reading Mono's timer scheduler (the
    /// runtime of Unity's editor and of the headless host). Returns null where the runtime is shaped differently,
    /// so tests that need it can say so instead of passing blindly.
    /// </summary>
    public static class RuntimeTimers
    {
        private const BindingFlags Any = BindingFlags.Instance | BindingFlags.Static | BindingFlags.NonPublic;

        /// <summary>Timers scheduled now that were not in <paramref name="baseline"/> (by callback, counted); null if unknown.</summary>
        public static IList<string> Added(IList<string> baseline)
        {
            var now = Scheduled();
            if (now == null || baseline == null)
            {
                return null;
            }

            var added = new List<string>(now);
            foreach (var old in baseline)
            {
                added.Remove(old);
            }

            return added;
        }

        public static IList<string> Scheduled()
        {
            var scheduler = typeof(Timer).GetNestedType("Scheduler", BindingFlags.NonPublic);
            var instanceField = scheduler == null ? null : scheduler.GetField("instance", Any);
            var listField = scheduler == null ? null : scheduler.GetField("list", Any);
            var callbackField = typeof(Timer).GetField("callback", Any);
            var instance = instanceField == null ? null : instanceField.GetValue(null);
            var timers = instance == null || listField == null ? null : listField.GetValue(instance) as IEnumerable;
            if (timers == null || callbackField == null)
            {
                return null;
            }

            var found = new List<string>();
            lock (instance)
            {
                foreach (var timer in timers)
                {
                    var callback = callbackField.GetValue(timer) as Delegate;
                    found.Add(callback == null ? "?" : callback.Method.DeclaringType + "." + callback.Method.Name);
                }
            }

            return found;
        }
    }
}
