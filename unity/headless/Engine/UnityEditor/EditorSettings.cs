using System.IO;
using System.Text.RegularExpressions;
using UnityEngine.Internal;

namespace UnityEditor
{
    // Project settings from Unity's own ProjectSettings/EditorSettings.asset (YAML): the stand-in reads and writes the
    // two Enter Play Mode Options fields, m_EnterPlayModeOptionsEnabled and m_EnterPlayModeOptions, as Unity names them
    // (signatures: UnityCsReference 2021.3.0f1 Editor/Mono/EditorSettings.bindings.cs:247-250, 6000.5.0f1 :276-279),
    // and Prefab Mode's "Allow Auto Save", m_PrefabModeAllowAutoSave (on unless the file says 0).
    // With domain reload disabled, entering play mode keeps the scripting domain (HeadlessEditor.ChangePlayMode).
    public sealed class EditorSettings : UnityEngine.Object
    {
        EditorSettings() { }

        public static bool enterPlayModeOptionsEnabled
        {
            get { return Read("m_EnterPlayModeOptionsEnabled") == 1; }
            set { Write("m_EnterPlayModeOptionsEnabled", value ? 1 : 0); }
        }

        public static EnterPlayModeOptions enterPlayModeOptions
        {
            get { return (EnterPlayModeOptions)Read("m_EnterPlayModeOptions"); }
            set { Write("m_EnterPlayModeOptions", (int)value); }
        }

        // Off: Prefab Mode has no Auto Save in this project, so leaving a prefab stage with unsaved changes asks
        // (PrefabStage.autoSave). UnityCsReference 2021.3.0f1 Editor/Mono/EditorSettings.bindings.cs:154, 6000.5.0f1
        // :165; the field and its default ("This is the default"): Editor/Mono/Inspector/EditorSettingsInspector.cs:80,300.
        public static bool prefabModeAllowAutoSave
        {
            get { return Read("m_PrefabModeAllowAutoSave", 1) == 1; }
            set { Write("m_PrefabModeAllowAutoSave", value ? 1 : 0); }
        }

        // Whether entering play mode reloads the domain (Unity's default: it does unless the options say otherwise).
        internal static bool ReloadsDomainOnPlay
        {
            get { return !enterPlayModeOptionsEnabled || (enterPlayModeOptions & EnterPlayModeOptions.DisableDomainReload) == 0; }
        }

        static string FilePath { get { return Path.Combine(Path.Combine(UnityEngine.Application.ProjectPath, "ProjectSettings"), "EditorSettings.asset"); } }

        static int Read(string field, int missing = 0)
        {
            MainThread.Require("EditorSettings." + field);
            if (!File.Exists(FilePath)) return missing;
            var m = Regex.Match(File.ReadAllText(FilePath), "^\\s*" + field + ":\\s*(-?\\d+)\\s*$", RegexOptions.Multiline);
            return m.Success ? int.Parse(m.Groups[1].Value) : missing;
        }

        static void Write(string field, int value)
        {
            MainThread.Require("EditorSettings." + field);
            var text = File.Exists(FilePath) ? File.ReadAllText(FilePath) : "%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!159 &1\nEditorSettings:\n  m_ObjectHideFlags: 0\n";
            var line = new Regex("^(\\s*)" + field + ":.*$", RegexOptions.Multiline);
            text = line.IsMatch(text) ? line.Replace(text, "${1}" + field + ": " + value) : text.TrimEnd('\n') + "\n  " + field + ": " + value + "\n";
            Directory.CreateDirectory(Path.GetDirectoryName(FilePath));
            File.WriteAllText(FilePath, text);
        }
    }
}
