using System.Collections.Generic;
using System.Linq;

namespace UnityEngine.Internal
{
    // The per-frame work of the content stand-ins, at the start of each player-loop frame (PlayerLoopHooks.EarlyUpdate,
    // where Time.deltaTime is already the frame's): the audio clock (AudioSettings.dspTime, unscaled), every scene
    // AudioSource's playback and every Animator's update; then the objects PlayClipAtPoint made, destroyed once
    // their game time is up (Object.Destroy's delay, which the stand-in's Destroy does not count).
    internal static class ContentPlayerLoop
    {
        static bool s_Installed;
        static readonly List<KeyValuePair<GameObject, float>> s_DestroyAt = new List<KeyValuePair<GameObject, float>>();

        internal static void Ensure()
        {
            lock (s_DestroyAt)
            {
                if (s_Installed) return;
                s_Installed = true;
            }
            PlayerLoopHooks.EarlyUpdate += Frame;
        }

        internal static void DestroyAfter(GameObject go, float seconds)
        {
            lock (s_DestroyAt) s_DestroyAt.Add(new KeyValuePair<GameObject, float>(go, Time.time + seconds));
        }

        static void Frame()
        {
            if (!Application.isPlaying) return;
            var unscaled = Time.unscaledDeltaTime;
            AudioSettings.DspTime += unscaled;
            foreach (var source in ObjectRegistry.SceneObjects(typeof(AudioSource), true).Cast<AudioSource>().ToArray())
                if (Object.IsAlive(source)) source.Tick(unscaled);
            foreach (var animator in ObjectRegistry.SceneObjects(typeof(Animator), true).Cast<Animator>().ToArray())
                if (Object.IsAlive(animator)) animator.Tick();
            KeyValuePair<GameObject, float>[] due;
            lock (s_DestroyAt)
            {
                due = s_DestroyAt.Where(p => !Object.IsAlive(p.Key) || Time.time >= p.Value).ToArray();
                foreach (var p in due) s_DestroyAt.Remove(p);
            }
            foreach (var p in due)
                if (Object.IsAlive(p.Key)) Object.Destroy(p.Key);
        }
    }
}
