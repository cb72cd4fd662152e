using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using System.Security.Cryptography;
using System.Text;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// What step_game reports of the game: watched fields ("Target:Component.member", read as get_game_object reads them,
    /// no code of the project's runs), the GameObjects of the loaded scenes before and after (created, destroyed), and a
    /// hash of that state, equal for two runs that ended in the same state.
    /// </summary>
    public sealed class StepWatch
    {
        public const int MaxWatched = 16;
        public const int MaxListed = 20;

        /// <summary>The most GameObjects the state hash covers (hierarchy order); a larger scene's hash covers these.</summary>
        public const int MaxHashed = 5000;

        private readonly List<Watched> _watched = new List<Watched>();

        /// <summary>The GameObjects the watched fields are on (each once), whose contacts the step records.</summary>
        public readonly List<GameObject> Targets = new List<GameObject>();
        private Dictionary<GameObject, string> _objectsBefore;
        private List<JToken> _before;

        private sealed class Watched
        {
            public string Spec;
            public string Label;
            public Func<JToken> Read;
        }

        /// <summary>Resolves every spec now (a bad one is a ToolException naming it and the nearest names).</summary>
        public static StepWatch Resolve(string[] specs)
        {
            var watch = new StepWatch();
            if (specs == null)
            {
                return watch;
            }

            if (specs.Length > MaxWatched)
            {
                throw ToolErrors.Invalid("watch", "at most " + MaxWatched, specs.Length + " watched fields; one step reports at most " + MaxWatched + ".");
            }

            foreach (var spec in specs)
            {
                var colon = (spec ?? string.Empty).LastIndexOf(':');
                if (colon <= 0 || colon == spec.Length - 1)
                {
                    throw ToolErrors.Invalid("watch", "Target:Component.member", "watch '" + spec + "' is not Target:Component.member (e.g. Player:Transform.localPosition).");
                }

                var text = ConditionText.ParseMember(spec.Substring(colon + 1), "watch");
                var go = SceneObjects.Resolve(spec.Substring(0, colon).Trim(), "watch");
                if (!watch.Targets.Contains(go))
                {
                    watch.Targets.Add(go);
                }

                var component = ComponentPicker.Pick(go, text.Component, "watch");
                var path = MemberPath.Resolve(component, text.Member, "watch");
                var type = path.Type;
                watch._watched.Add(new Watched
                {
                    Spec = spec,
                    Label = SceneObjects.PathOf(go) + " " + component.GetType().Name + "." + text.Member,
                    Read = () => component == null ? (JToken)"(destroyed)" : PlayCondition.Json(path.Read(component), type),
                });
            }

            return watch;
        }

        /// <summary>Takes the state before the step.</summary>
        public void Begin()
        {
            _before = _watched.Select(w => w.Read()).ToList();
            _objectsBefore = Objects();
        }

        /// <summary>The watched fields before and after, the objects created and destroyed, and the state hash.</summary>
        public void Report(JObject result)
        {
            var after = _watched.Select(w => w.Read()).ToList();
            var watched = new JArray();
            for (var i = 0; i < _watched.Count; i++)
            {
                watched.Add(new JObject
                {
                    { "watch", _watched[i].Spec },
                    { "field", _watched[i].Label },
                    { "before", _before[i] },
                    { "after", after[i] },
                    { "changed", !JToken.DeepEquals(_before[i], after[i]) },
                });
            }

            var objectsAfter = Objects();
            result["watched"] = watched;
            result["created"] = Listed(objectsAfter.Where(o => !_objectsBefore.ContainsKey(o.Key)).Select(o => o.Value).ToList());
            result["destroyed"] = Listed(_objectsBefore.Where(o => !objectsAfter.ContainsKey(o.Key)).Select(o => o.Value).ToList());
            result["stateHash"] = Hash(after);
        }

        private static JObject Listed(List<string> paths)
        {
            var listed = new JObject { { "count", paths.Count }, { "objects", new JArray(paths.Take(MaxListed).ToArray()) } };
            return listed;
        }

        // By reference: the managed object of a destroyed GameObject stays the same object (Unity's == would call it null).
        private static Dictionary<GameObject, string> Objects()
        {
            var objects = new Dictionary<GameObject, string>(ByReference.Instance);
            foreach (var go in SceneObjects.All(null))
            {
                objects[go] = SceneObjects.PathOf(go);
            }

            return objects;
        }

        private sealed class ByReference : IEqualityComparer<GameObject>
        {
            public static readonly ByReference Instance = new ByReference();

            public bool Equals(GameObject a, GameObject b)
            {
                return ReferenceEquals(a, b);
            }

            public int GetHashCode(GameObject go)
            {
                return System.Runtime.CompilerServices.RuntimeHelpers.GetHashCode(go);
            }
        }

        // The watched values, then each GameObject's path, whether it is active and its local position and rotation
        // (rounded to 1e-5, so the hash names a state rather than float noise in the last bit of a printed number).
        private static string Hash(List<JToken> watched)
        {
            var text = new StringBuilder();
            foreach (var value in watched)
            {
                text.Append(value.ToString(Newtonsoft.Json.Formatting.None)).Append('\n');
            }

            var n = 0;
            foreach (var go in SceneObjects.All(null))
            {
                if (++n > MaxHashed)
                {
                    break;
                }

                var t = go.transform;
                text.Append(SceneObjects.PathOf(go)).Append('|').Append(go.activeSelf ? '1' : '0');
                foreach (var v in new[] { t.localPosition.x, t.localPosition.y, t.localPosition.z, t.localRotation.x, t.localRotation.y, t.localRotation.z, t.localRotation.w })
                {
                    text.Append('|').Append(Math.Round(v, 5).ToString("R", CultureInfo.InvariantCulture));
                }

                text.Append('\n');
            }

            using (var sha = SHA256.Create())
            {
                var digest = sha.ComputeHash(Encoding.UTF8.GetBytes(text.ToString()));
                return "sha256:" + BitConverter.ToString(digest).Replace("-", string.Empty).ToLowerInvariant();
            }
        }
    }
}
