using System;
using System.Collections.Generic;
using System.Linq;
using UnityEngine;

namespace UnityEditor
{
    // Windows exist (so window classes compile and their lifecycle runs) but nothing is drawn.
    public class EditorWindow : ScriptableObject
    {
        static readonly List<EditorWindow> _open = new List<EditorWindow>();
        GUIContent _title = new GUIContent("");

        public GUIContent titleContent { get { return _title; } set { _title = value ?? new GUIContent(""); } }
        public Rect position { get; set; }
        public Vector2 minSize { get; set; }
        public Vector2 maxSize { get; set; }
        public bool wantsMouseMove { get; set; }
        public bool autoRepaintOnSceneChange { get; set; }
        public bool hasFocus { get { return focusedWindow == this; } }
        public bool docked { get { return false; } }

        public static EditorWindow focusedWindow { get; private set; }
        public static EditorWindow mouseOverWindow { get { return null; } }

        public static T GetWindow<T>() where T : EditorWindow { return (T)GetWindow(typeof(T), false, null, true); }
        public static T GetWindow<T>(bool utility) where T : EditorWindow { return (T)GetWindow(typeof(T), utility, null, true); }
        public static T GetWindow<T>(string title) where T : EditorWindow { return (T)GetWindow(typeof(T), false, title, true); }
        public static T GetWindow<T>(string title, bool focus) where T : EditorWindow { return (T)GetWindow(typeof(T), false, title, focus); }
        public static T GetWindow<T>(bool utility, string title) where T : EditorWindow { return (T)GetWindow(typeof(T), utility, title, true); }
        public static T GetWindow<T>(bool utility, string title, bool focus) where T : EditorWindow { return (T)GetWindow(typeof(T), utility, title, focus); }
        public static EditorWindow GetWindow(Type t) { return GetWindow(t, false, null, true); }
        public static EditorWindow GetWindow(Type t, bool utility) { return GetWindow(t, utility, null, true); }
        public static EditorWindow GetWindow(Type t, bool utility, string title) { return GetWindow(t, utility, title, true); }

        public static EditorWindow GetWindow(Type t, bool utility, string title, bool focus)
        {
            var window = _open.FirstOrDefault(w => w != null && t.IsInstanceOfType(w));
            if (window == null)
            {
                window = (EditorWindow)CreateInstance(t);
                window.Show();
            }
            if (title != null) window.titleContent = new GUIContent(title);
            if (focus) window.Focus();
            return window;
        }

        public static bool HasOpenInstances<T>() where T : EditorWindow
        {
            return _open.Any(w => w != null && w is T);
        }

        public void Show()
        {
            if (_open.Contains(this)) return;
            _open.Add(this);
        }

        public void Show(bool immediateDisplay) { Show(); }
        public void ShowUtility() { Show(); }
        public void ShowPopup() { Show(); }
        public void ShowAuxWindow() { Show(); }
        public void Focus() { focusedWindow = this; UnityEngine.Internal.Lifecycle.Invoke(this, "OnFocus"); }
        public void Repaint() { }

        public void Close()
        {
            if (!_open.Remove(this)) return;
            if (focusedWindow == this) focusedWindow = null;
            UnityEngine.Internal.Lifecycle.Invoke(this, "OnDisable");
            UnityEngine.Internal.Lifecycle.Invoke(this, "OnDestroy");
            DestroyImmediate(this);
        }
    }
}
