using System.Threading;

namespace UnityEngine.Internal
{
    internal static class MainThread
    {
        static int _id = Thread.CurrentThread.ManagedThreadId;

        internal static void Claim() { _id = Thread.CurrentThread.ManagedThreadId; }
        internal static bool IsCurrent { get { return Thread.CurrentThread.ManagedThreadId == _id; } }
    }
}
