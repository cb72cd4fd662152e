namespace UnityEngine
{
    // Only what the package's window uses; nothing is drawn (Internal/ImguiLog).
    public partial class GUI
    {
        static bool s_enabled = true;

        public static bool enabled { get { return s_enabled; } set { s_enabled = value; } }
    }
}
