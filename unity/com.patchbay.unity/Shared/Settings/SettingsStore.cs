using System;
using System.Collections.Generic;
using System.IO;
using System.Text;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace Patchbay.Shared.Settings
{
    /// <summary>
    /// Reads and writes the two settings files and merges them (objects key by key, everything else replaced;
    /// the user layer wins). A file that is not valid JSON is ignored with a problem message, which keeps the
    /// secure defaults rather than guessing. Touches only System.IO, so it is tested anywhere.
    /// </summary>
    public sealed class SettingsStore
    {
        public const string FileName = "PatchbaySettings.json";

        private readonly string _projectRoot;

        public SettingsStore(string projectRoot)
        {
            _projectRoot = projectRoot;
        }

        public string ProjectFile
        {
            get { return Path.Combine(Path.Combine(_projectRoot, "ProjectSettings"), FileName); }
        }

        public string UserFile
        {
            get { return Path.Combine(Path.Combine(_projectRoot, "UserSettings"), FileName); }
        }

        public string PathOf(SettingsLayer layer)
        {
            return layer == SettingsLayer.Project ? ProjectFile : UserFile;
        }

        /// <summary>
        /// Loads both layers; problems (unreadable files, entries the settings ignore) are appended to
        /// <paramref name="problems"/>.
        /// </summary>
        public PatchbaySettings Load(IList<string> problems)
        {
            var merged = new JObject();
            foreach (var layer in new[] { SettingsLayer.Project, SettingsLayer.User })
            {
                var content = ReadLayer(layer, problems);
                PatchbaySettings.Check(content, PathOf(layer), problems);
                Merge(merged, content);
            }

            return PatchbaySettings.FromJson(merged);
        }

        /// <summary>The raw content of one layer (empty when the file is missing or broken).</summary>
        public JObject ReadLayer(SettingsLayer layer, IList<string> problems)
        {
            var path = PathOf(layer);
            if (!File.Exists(path))
            {
                return new JObject();
            }

            try
            {
                var token = JToken.Parse(File.ReadAllText(path, Encoding.UTF8));
                var obj = token as JObject;
                if (obj == null && problems != null)
                {
                    problems.Add(path + " must contain a JSON object; it was ignored.");
                }

                return obj ?? new JObject();
            }
            catch (Exception e)
            {
                if (!(e is JsonException) && !(e is IOException) && !(e is UnauthorizedAccessException))
                {
                    throw;
                }

                if (problems != null)
                {
                    problems.Add(path + " could not be read and was ignored: " + e.Message);
                }

                return new JObject();
            }
        }

        /// <summary>Sets one value (a dotted path such as "groups.scene") in one layer; null removes it.</summary>
        public void Set(SettingsLayer layer, string dottedKey, JToken value)
        {
            var root = ReadLayer(layer, null);
            var parts = dottedKey.Split('.');
            var node = root;
            for (var i = 0; i < parts.Length - 1; i++)
            {
                var child = node[parts[i]] as JObject;
                if (child == null)
                {
                    child = new JObject();
                    node[parts[i]] = child;
                }

                node = child;
            }

            var last = parts[parts.Length - 1];
            if (value == null || value.Type == JTokenType.Null)
            {
                node.Remove(last);
            }
            else
            {
                node[last] = value;
            }

            Write(layer, root);
        }

        public void Write(SettingsLayer layer, JObject content)
        {
            var path = PathOf(layer);
            Directory.CreateDirectory(Path.GetDirectoryName(path));

            // Write then rename so a crash never leaves half a file behind for the team to commit.
            var temp = path + ".tmp";
            File.WriteAllText(temp, content.ToString(Formatting.Indented) + "\n", new UTF8Encoding(false));
            if (File.Exists(path))
            {
                File.Delete(path);
            }

            File.Move(temp, path);
        }

        /// <summary>Deep-merges <paramref name="overlay"/> into <paramref name="target"/>.</summary>
        public static void Merge(JObject target, JObject overlay)
        {
            foreach (var pair in overlay)
            {
                var targetChild = target[pair.Key] as JObject;
                var overlayChild = pair.Value as JObject;
                if (targetChild != null && overlayChild != null)
                {
                    Merge(targetChild, overlayChild);
                }
                else
                {
                    target[pair.Key] = pair.Value.DeepClone();
                }
            }
        }
    }
}
