using System.Collections.Generic;
using UnityEngine.Internal;

namespace Patchbay.Headless
{
    // What the stand-in's IMGUI recorded (it draws nothing), and scripted input for the next control with a given
    // label. Not Unity API: tests of editor windows use it (by reflection from package tests, so those compile in
    // Unity). Kinds: Label, LabelField, SelectableLabel, Button, Toggle, TextField, Foldout, HelpBox (label
    // "Type:message"), BeginX/EndX for layout groups.
    internal static class ImguiRecorder
    {
        public static void Reset() { ImguiLog.Reset(); }

        /// <summary>"Kind:label" per control, in call order, since the last Reset.</summary>
        public static IList<string> Controls { get { return ImguiLog.Controls.AsReadOnly(); } }

        /// <summary>Unbalanced layout groups seen since the last Reset.</summary>
        public static IList<string> Problems { get { return ImguiLog.Problems.AsReadOnly(); } }

        public static int OpenGroups { get { return ImguiLog.OpenGroups; } }

        /// <summary>The next GUILayout.Button with this text returns true (when GUI.enabled).</summary>
        public static void Click(string button) { ImguiLog.Script("Button", button, true); }

        /// <summary>The next EditorGUILayout.Toggle with this label returns <paramref name="value"/>.</summary>
        public static void SetToggle(string label, bool value) { ImguiLog.Script("Toggle", label, value); }

        /// <summary>The next EditorGUILayout.TextField with this label returns <paramref name="text"/>.</summary>
        public static void Type(string label, string text) { ImguiLog.Script("TextField", label, text); }

        /// <summary>The next EditorGUILayout.Foldout with this content returns <paramref name="open"/>.</summary>
        public static void SetFoldout(string content, bool open) { ImguiLog.Script("Foldout", content, open); }
    }
}
