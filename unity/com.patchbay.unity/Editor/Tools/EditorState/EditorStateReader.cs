using UnityEditor;

namespace Patchbay.Editor.Tools.EditorState
{
    /// <summary>The editor's play mode in the words the link protocol uses (edit, playing, paused).</summary>
    public static class EditorStateReader
    {
        public static string PlayMode()
        {
            if (!EditorApplication.isPlaying)
            {
                return "edit";
            }

            return EditorApplication.isPaused ? "paused" : "playing";
        }
    }
}
