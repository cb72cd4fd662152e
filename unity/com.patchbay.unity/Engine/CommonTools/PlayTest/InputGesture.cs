using UnityEngine.Scripting;

namespace Patchbay.Engine.CommonTools.PlayTest
{
    [Preserve]
    public enum InputGesture
    {
        /// <summary>Down for the given frames or seconds, then up.</summary>
        Press,

        /// <summary>Down until a release.</summary>
        Hold,

        /// <summary>Up.</summary>
        Release,
    }
}
