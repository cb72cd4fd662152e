using System.Collections.Generic;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    /// <summary>
    /// What step_game adds, for the step only, to the GameObjects it watches: a hidden MonoBehaviour that hears the
    /// physics messages Unity sends to every script of the object — OnCollisionEnter/Exit and OnTriggerEnter/Exit, 3D and
    /// 2D (the MonoBehaviour messages of docs.unity3d.com ScriptReference, 2021.3 and 6000.x; Collision.gameObject and
    /// Collision2D.gameObject name the other side) — and records them with the window's frame. Removed after the step.
    /// The physics modules are optional in a project (PATCHBAY_PHYSICS_MODULE, PATCHBAY_PHYSICS2D_MODULE).
    /// </summary>
    [AddComponentMenu("")]
    public sealed class StepContactProbe : MonoBehaviour
    {
        public const int MaxListed = 50;

        /// <summary>The step recording now, or null.</summary>
        internal static Recording Current;

        /// <summary>One step's contacts: the frame the window starts after, what was heard (bounded), how many in all.</summary>
        internal sealed class Recording
        {
            public int StartFrame;
            public int Count;
            public readonly List<JObject> Events = new List<JObject>();

            public JObject ToJson()
            {
                return new JObject { { "count", Count }, { "events", new JArray(Events.ToArray()) } };
            }
        }

        private void Record(string kind, string phase, GameObject other)
        {
            var recording = Current;
            if (recording == null)
            {
                return;
            }

            recording.Count++;
            if (recording.Events.Count < MaxListed)
            {
                recording.Events.Add(new JObject
                {
                    { "frame", Time.frameCount - recording.StartFrame - 1 },
                    { "kind", kind },
                    { "phase", phase },
                    { "on", SceneObjects.PathOf(gameObject) },
                    { "other", other != null ? SceneObjects.PathOf(other) : null },
                });
            }
        }

#if PATCHBAY_PHYSICS_MODULE
        private void OnCollisionEnter(Collision collision)
        {
            Record("collision", "enter", collision.gameObject);
        }

        private void OnCollisionExit(Collision collision)
        {
            Record("collision", "exit", collision.gameObject);
        }

        private void OnTriggerEnter(Collider other)
        {
            Record("trigger", "enter", other.gameObject);
        }

        private void OnTriggerExit(Collider other)
        {
            Record("trigger", "exit", other.gameObject);
        }
#endif

#if PATCHBAY_PHYSICS2D_MODULE
        private void OnCollisionEnter2D(Collision2D collision)
        {
            Record("collision", "enter", collision.gameObject);
        }

        private void OnCollisionExit2D(Collision2D collision)
        {
            Record("collision", "exit", collision.gameObject);
        }

        private void OnTriggerEnter2D(Collider2D other)
        {
            Record("trigger", "enter", other.gameObject);
        }

        private void OnTriggerExit2D(Collider2D other)
        {
            Record("trigger", "exit", other.gameObject);
        }
#endif
    }
}
