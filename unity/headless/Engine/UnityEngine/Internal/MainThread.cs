using System.Threading;

namespace UnityEngine.Internal
{
    internal static class MainThread
    {
        static int _id = Thread.CurrentThread.ManagedThreadId;

        internal static void Claim() { _id = Thread.CurrentThread.ManagedThreadId; }
        internal static bool IsCurrent { get { return Thread.CurrentThread.ManagedThreadId == _id; } }

        // What Unity's generated bindings do for a native member not marked thread-safe, called from another
        // thread: UnityException "<name> can only be called from the main thread." with its hint about
        // constructors and field initialisers (the message of the native ThreadAndSerializationSafeCheck).
        internal static void Require(string member)
        {
            if (IsCurrent) return;
            throw new UnityException(member + " can only be called from the main thread.\n" +
                "Constructors and field initializers will be executed from the loading thread when loading a scene.\n" +
                "Don't use this function in the constructor or field initializers, instead move initialization code to the Awake or Start function.");
        }
    }
}
