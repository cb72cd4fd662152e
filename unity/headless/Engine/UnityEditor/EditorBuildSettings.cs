using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.RegularExpressions;
using UnityEngine;

namespace UnityEditor
{
    // Reads and writes ProjectSettings/EditorBuildSettings.asset in Unity's own YAML layout.
    public class EditorBuildSettings : UnityEngine.Object
    {
        public static event Action sceneListChanged;

        EditorBuildSettings() { }

        static string FilePath { get { return Path.Combine(UnityEngine.Application.ProjectPath, "ProjectSettings/EditorBuildSettings.asset"); } }

        public static EditorBuildSettingsScene[] scenes
        {
            get
            {
                if (!File.Exists(FilePath)) return new EditorBuildSettingsScene[0];
                var result = new List<EditorBuildSettingsScene>();
                EditorBuildSettingsScene current = null;
                foreach (var raw in File.ReadAllLines(FilePath))
                {
                    var line = raw.Trim();
                    var m = Regex.Match(line, @"^(-\s+)?(enabled|path|guid):\s*(.*)$");
                    if (!m.Success) continue;
                    if (m.Groups[1].Success && m.Groups[1].Length > 0) { current = new EditorBuildSettingsScene(); result.Add(current); }
                    if (current == null) continue;
                    var value = m.Groups[3].Value.Trim();
                    switch (m.Groups[2].Value)
                    {
                        case "enabled": current.enabled = value == "1"; break;
                        case "path": current.path = value; break;
                        case "guid": current.guid = new GUID(value); break;
                    }
                }
                foreach (var s in result)
                {
                    if (string.IsNullOrEmpty(s.path) && !s.guid.Empty()) s.path = AssetDatabase.GUIDToAssetPath(s.guid);
                }
                return result.ToArray();
            }
            set
            {
                var sb = new StringBuilder();
                sb.Append("%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1045 &1\nEditorBuildSettings:\n  m_ObjectHideFlags: 0\n  serializedVersion: 2\n  m_Scenes:");
                var list = value ?? new EditorBuildSettingsScene[0];
                if (list.Length == 0) sb.Append(" []");
                sb.Append('\n');
                foreach (var s in list)
                {
                    var guid = s.guid.Empty() ? AssetDatabase.AssetPathToGUID(s.path) : s.guid.ToString();
                    sb.Append("  - enabled: ").Append(s.enabled ? 1 : 0).Append('\n');
                    sb.Append("    path: ").Append(s.path).Append('\n');
                    sb.Append("    guid: ").Append(string.IsNullOrEmpty(guid) ? new string('0', 32) : guid).Append('\n');
                }
                sb.Append("  m_configObjects: {}\n");
                Directory.CreateDirectory(Path.GetDirectoryName(FilePath));
                File.WriteAllText(FilePath, sb.ToString());
                var h = sceneListChanged;
                if (h != null) h();
            }
        }
    }
}
