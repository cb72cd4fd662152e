using System;

namespace UnityEngine
{
    // Only what the package's window and editor scripts use; nothing is drawn (Internal/ImguiLog). changed is set when
    // a control returns a value other than the one it was given (a scripted interaction), as in Unity's IMGUI
    // (UnityCsReference 2021.3.0f1 Modules/IMGUI/GUI.cs changed, GUI.Scope in Modules/IMGUI/GUI.cs).
    public partial class GUI
    {
        static bool s_enabled = true;

        public static bool enabled { get { return s_enabled; } set { s_enabled = value; } }

        public static bool changed { get { return Internal.ImguiLog.Changed; } set { Internal.ImguiLog.Changed = value; } }

        public abstract class Scope : IDisposable
        {
            bool m_Disposed;

            protected abstract void CloseScope();

            public void Dispose()
            {
                if (m_Disposed) return;
                m_Disposed = true;
                CloseScope();
            }
        }
    }
}
