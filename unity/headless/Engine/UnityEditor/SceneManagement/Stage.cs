using UnityEngine;

namespace UnityEditor.SceneManagement
{
    public abstract class Stage : ScriptableObject
    {
        internal Stage() { }

        public virtual string assetPath { get { return string.Empty; } }
    }
}
