using System;
using System.Reflection;
using UnityEditor.TestTools.TestRunner.Api;

namespace Patchbay.Editor.Tools.TestRunner
{
    /// <summary>
    /// The two Test Framework members a run's owner needs that are not public in every version, found by
    /// reflection once (missing ones degrade, never fail):
    /// <list type="bullet">
    /// <item><c>TestRunnerApi.CancelTestRun(string guid)</c>: public static from com.unity.test-framework 1.4.0
    /// (1.4.6 Api/TestRunnerApi.cs:206); 1.1.33, Unity 2021.3's, cannot cancel a run.</item>
    /// <item><c>TestRunnerApi.IsRunActive()</c>: internal static in both. 1.4.6 (Api/TestRunnerApi.cs:217): whether
    /// a job runs, so a run that stops without RunFinished — cancelled in the Test Runner window, whose
    /// RunFinishedInvocationEvent does not run on cancel — shows as active, then not. 1.1.33
    /// (Api/TestRunnerApi.cs:148): only a command-line run sets it; never active for Execute.</item>
    /// </list>
    /// </summary>
    public static class TestRunnerAccess
    {
        private static readonly Func<string, bool> s_cancel = Find<Func<string, bool>>("CancelTestRun", typeof(string));
        private static readonly Func<bool> s_isRunActive = Find<Func<bool>>("IsRunActive");

        /// <summary>Asks the Test Framework to stop the run; false when it cannot (1.1.33) or knows no such run.</summary>
        public static bool TryCancel(string guid)
        {
            if (s_cancel == null || string.IsNullOrEmpty(guid))
            {
                return false;
            }

            try
            {
                return s_cancel(guid);
            }
            catch (Exception)
            {
                return false;
            }
        }

        /// <summary>Whether the Test Framework says a run is active; null when this version cannot say.</summary>
        public static bool? IsRunActive()
        {
            if (s_isRunActive == null)
            {
                return null;
            }

            try
            {
                return s_isRunActive();
            }
            catch (Exception)
            {
                return null;
            }
        }

        private static T Find<T>(string name, params Type[] parameters) where T : class
        {
            try
            {
                var method = typeof(TestRunnerApi).GetMethod(name, BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic, null, parameters, null);
                return method == null ? null : Delegate.CreateDelegate(typeof(T), method, false) as T;
            }
            catch (Exception)
            {
                return null;
            }
        }
    }
}
