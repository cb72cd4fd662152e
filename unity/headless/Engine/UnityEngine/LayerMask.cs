using System;
using UnityEngine.Internal;

namespace UnityEngine
{
    [Serializable]
    public struct LayerMask
    {
        int m_Mask;

        public int value { get { return m_Mask; } set { m_Mask = value; } }

        public static implicit operator int(LayerMask mask) { return mask.m_Mask; }
        public static implicit operator LayerMask(int intVal) { LayerMask m; m.m_Mask = intVal; return m; }

        public static string LayerToName(int layer)
        {
            return layer < 0 || layer > 31 ? "" : TagManager.Layers[layer];
        }

        public static int NameToLayer(string layerName)
        {
            for (int i = 0; i < 32; i++)
                if (TagManager.Layers[i] == layerName && layerName != "") return i;
            return -1;
        }

        public static int GetMask(params string[] layerNames)
        {
            int mask = 0;
            foreach (var n in layerNames)
            {
                var layer = NameToLayer(n);
                if (layer != -1) mask |= 1 << layer;
            }
            return mask;
        }
    }
}
