using System;

namespace UnityEditor.SceneManagement
{
    [Serializable]
    public class SceneSetup
    {
        public string path { get; set; }
        public bool isLoaded { get; set; }
        public bool isActive { get; set; }
        public bool isSubScene { get; set; }
    }
}
