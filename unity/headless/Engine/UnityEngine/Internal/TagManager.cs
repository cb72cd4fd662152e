using System.Collections.Generic;

namespace UnityEngine.Internal
{
    internal static class TagManager
    {
        internal static readonly List<string> Tags = new List<string> { "Untagged", "Respawn", "Finish", "EditorOnly", "MainCamera", "Player", "GameController" };
        internal static readonly string[] Layers = NewLayers();

        static string[] NewLayers()
        {
            var layers = new string[32];
            for (int i = 0; i < 32; i++) layers[i] = "";
            layers[0] = "Default";
            layers[1] = "TransparentFX";
            layers[2] = "Ignore Raycast";
            layers[4] = "Water";
            layers[5] = "UI";
            return layers;
        }

        internal static bool Exists(string tag)
        {
            return tag != null && Tags.Contains(tag);
        }
    }
}
